import { galleryCategoryLabel } from '@/catalogue';
import { FilterButtons } from '@/components/FilterButtons';
import { ALL_CATEGORIES } from '../api/fetch-gallery-images';

type GalleryFilterProps = {
  categories: string[];
  selected: string;
  onSelect: (category: string) => void;
};

/** 'All Projects' plus one button per category in the data, by its display name. */
export function GalleryFilter({ categories, selected, onSelect }: GalleryFilterProps) {
  const options = [{ value: ALL_CATEGORIES, label: 'All Projects' }, ...categories.map((value) => ({ value, label: galleryCategoryLabel(value) }))];
  return <FilterButtons label="Filter projects by category" options={options} selected={selected} onSelect={onSelect} />;
}
