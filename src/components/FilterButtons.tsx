export type FilterOption<T> = { value: T; label: string };

type FilterButtonsProps<T> = {
  /** Names the group for assistive technology, e.g. 'Filter projects by category'. */
  label: string;
  options: FilterOption<T>[];
  selected: T;
  onSelect: (value: T) => void;
};

/** A row of toggle buttons where exactly one is pressed: category filters on the public pages. */
export function FilterButtons<T>({ label, options, selected, onSelect }: FilterButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap justify-center gap-2">
      {options.map((option) => {
        const active = option.value === selected;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(option.value)}
            className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
              active ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
