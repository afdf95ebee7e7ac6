import type { ComponentProps } from 'react';
import { FieldMessages, useFieldIds } from './Field';

type CheckboxFieldProps = { label: string; error?: string; hint?: string; className?: string } & Omit<ComponentProps<'input'>, 'type' | 'className'>;

/** A checkbox with its label to the right (the label is its accessible name), hint and error wired by aria-describedby. */
export function CheckboxField({ label, error, hint, className = '', id: givenId, ...input }: CheckboxFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(givenId, hint, error);
  return (
    <div className={className}>
      <div className="flex items-center gap-2.5">
        <input
          type="checkbox"
          {...input}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="size-4 shrink-0 rounded border-slate-300 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
