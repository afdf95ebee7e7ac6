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
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
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
