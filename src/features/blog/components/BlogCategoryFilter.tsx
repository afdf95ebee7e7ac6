import { FilterButtons } from '@/components/FilterButtons';

type BlogCategoryFilterProps = {
  categories: string[];
  /** null means 'All Posts'. */
  selected: string | null;
  onSelect: (category: string | null) => void;
};

/** 'All Posts' plus one button per category in the list. */
export function BlogCategoryFilter({ categories, selected, onSelect }: BlogCategoryFilterProps) {
  const options = [{ value: null, label: 'All Posts' }, ...categories.map((category) => ({ value: category, label: category }))];
  return <FilterButtons<string | null> label="Filter posts by category" options={options} selected={selected} onSelect={onSelect} />;
}
