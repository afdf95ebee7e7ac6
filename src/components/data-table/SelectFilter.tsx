import { useId } from 'react';
import { controlClass } from '@/components/form';
import type { SelectFilterControl } from './types';

type SelectFilterProps = { control: SelectFilterControl; value: string; onChange: (value: string) => void };

/** A labelled drop-down that narrows a list; '' is its 'all' option. */
export function SelectFilter({ control, value, onChange }: SelectFilterProps) {
  const id = useId();
  return (
    <div className="min-w-44">
      <label htmlFor={id} className="sr-only">
        {control.label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={controlClass}>
        <option value="">{control.allLabel}</option>
        {control.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
