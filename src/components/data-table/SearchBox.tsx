import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { controlClass } from '@/components/form';

type SearchBoxProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Apply the term now rather than after the typing pause (Enter). */
  onSubmit: () => void;
};

/** A labelled search field; Enter searches at once, the clear button empties it. */
export function SearchBox({ label, placeholder, value, onChange, onSubmit }: SearchBoxProps) {
  const id = useId();
  return (
    <form
      role="search"
      className="relative mb-4 max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClass} pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden`}
      />
      {value && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </form>
  );
}
