import { useId, type ComponentProps, type ReactNode } from 'react';

type FieldOwnProps = {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Classes of the wrapper, e.g. grid placement. */
  className?: string;
};

export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:bg-slate-100 aria-[invalid=true]:border-red-600';

type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; required?: boolean };

/** The control's id (given or generated) and the ids of its hint and error, for aria-describedby. */
function useFieldIds(givenId: string | undefined, hint: string | undefined, error: string | undefined) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The hint and error lines under a control. */
function FieldMessages({ hint, hintId, error, errorId }: { hint?: string; hintId?: string; error?: string; errorId?: string }) {
  return (
    <>
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
    </>
  );
}

/** Label, control, hint and error, wired together for assistive technology. */
function FieldShell({
  label,
  error,
  hint,
  required,
  className = '',
  id: givenId,
  render,
}: FieldOwnProps & { id?: string; render: (control: ControlProps) => ReactNode }) {
  const { id, hintId, errorId, describedBy } = useFieldIds(givenId, hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      <div className="mt-1.5">{render({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, required })}</div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function TextField({ label, error, hint, required, className, id, ...input }: FieldOwnProps & ComponentProps<'input'>) {
  return (
    <FieldShell
      {...{ label, error, hint, required, className, id }}
      render={(control) => <input className={controlClass} {...control} {...input} />}
    />
  );
}

export function TextAreaField({ label, error, hint, required, className, id, ...textarea }: FieldOwnProps & ComponentProps<'textarea'>) {
  return (
    <FieldShell
      {...{ label, error, hint, required, className, id }}
      render={(control) => <textarea rows={5} className={controlClass} {...control} {...textarea} />}
    />
  );
}

export function SelectField({ label, error, hint, required, className, id, ...select }: FieldOwnProps & ComponentProps<'select'>) {
  return (
    <FieldShell
      {...{ label, error, hint, required, className, id }}
      render={(control) => <select className={controlClass} {...control} {...select} />}
    />
  );
}

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
