import { useId, type ComponentProps } from 'react';

/**
 * Admin additions to the shared form fields of `@/components/form` (TextField, TextAreaField,
 * SelectField): an option list for SelectField and a checkbox field.
 */

export type SelectOption = string | { value: string; label: string };

/** The <option>s of a SelectField; `placeholder` adds an empty first choice (e.g. 'Select an industry'). */
export function SelectOptions({ options, placeholder }: { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => {
        const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}

type CheckboxFieldProps = { label: string; error?: string; hint?: string; className?: string } & Omit<ComponentProps<'input'>, 'type' | 'className'>;

/** A checkbox with its label to the right (the label is its accessible name), hint and error wired by aria-describedby. */
export function CheckboxField({ label, error, hint, className = '', id: givenId, ...input }: CheckboxFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
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
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
