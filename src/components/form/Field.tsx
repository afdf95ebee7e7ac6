import { useId, useState, type ChangeEvent, type ComponentProps, type ReactNode, type Ref } from 'react';

type FieldOwnProps = {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Classes of the wrapper, e.g. grid placement. */
  className?: string;
};

type LimitProps = {
  /**
   * The most characters the field may hold, from its schema (`fieldLimits`): near it a counter shows.
   * Not the native maxlength, which would cut a paste short without saying so.
   */
  limit?: number;
};

export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:bg-slate-100 aria-[invalid=true]:border-red-600';

type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; required?: boolean };

/** The control's id (given or generated) and the ids of its hint, counter and error, for aria-describedby. */
export function useFieldIds(givenId: string | undefined, hint: string | undefined, error: string | undefined, counter = false) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const counterId = counter ? `${id}-counter` : undefined;
  return { id, hintId, errorId, counterId, describedBy: [hintId, counterId, errorId].filter(Boolean).join(' ') || undefined };
}

/** From this share of its limit on, a limited field counts its characters (docs/product.md §10, Visitor and staff fixes). */
const COUNT_FROM = 0.8;

/** Whether a text of `length` characters is near (or over) `limit`, so its counter shows. */
export function nearLimit(length: number, limit: number | undefined): limit is number {
  return limit !== undefined && length >= limit * COUNT_FROM;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Hands `element` to a caller's ref, whichever kind it is. */
function setRef<E>(ref: Ref<E> | undefined, element: E | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/**
 * The length of an uncontrolled text control (react-hook-form's register): read when the control
 * mounts, with its starting value in place, and on every change. Returns the props to wrap.
 */
function useTextLength<E extends TextControl>(ref: Ref<E> | undefined, onChange: ((event: ChangeEvent<E>) => void) | undefined) {
  const [length, setLength] = useState(0);
  const trackedRef = (element: E | null) => {
    setRef(ref, element);
    // After the caller's ref, which is where react-hook-form puts the starting value.
    if (element) setLength(element.value.length);
  };
  const trackedChange = (event: ChangeEvent<E>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };
  return { length, ref: trackedRef, onChange: trackedChange };
}

/** '186 / 200 characters' under a field near its limit; red once over it. */
function LimitCounter({ id, length, limit }: { id: string; length: number; limit: number }) {
  const over = length > limit;
  return (
    <p id={id} className={`mt-1.5 text-sm ${over ? 'font-medium text-red-700' : 'text-slate-600'}`}>
      {length} / {limit} characters{over ? ` (${length - limit} too many)` : ''}
    </p>
  );
}

/** The hint and error lines under a control. */
export function FieldMessages({ hint, hintId, error, errorId }: { hint?: string; hintId?: string; error?: string; errorId?: string }) {
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

/** Label, control, hint, counter (a text near its `limit`) and error, wired together for assistive technology. */
function FieldShell({
  label,
  error,
  hint,
  required,
  className = '',
  id: givenId,
  count,
  render,
}: FieldOwnProps & { id?: string; count?: { length: number; limit?: number }; render: (control: ControlProps) => ReactNode }) {
  const limit = count && nearLimit(count.length, count.limit) ? count.limit : undefined;
  const { id, hintId, errorId, counterId, describedBy } = useFieldIds(givenId, hint, error, limit !== undefined);
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
      {count && limit !== undefined && counterId && <LimitCounter id={counterId} length={count.length} limit={limit} />}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function TextField({ label, error, hint, required, className, id, limit, ref, onChange, ...input }: FieldOwnProps & LimitProps & ComponentProps<'input'>) {
  const { length, ...tracked } = useTextLength(ref, onChange);
  return (
    <FieldShell
      {...{ label, error, hint, required, className, id }}
      count={{ length, limit }}
      // A type always: checkers read an input without one as a mistake, and the browser as text anyway.
      render={(control) => <input type="text" className={controlClass} {...control} {...input} {...tracked} />}
    />
  );
}

export function TextAreaField({ label, error, hint, required, className, id, limit, ref, onChange, ...textarea }: FieldOwnProps & LimitProps & ComponentProps<'textarea'>) {
  const { length, ...tracked } = useTextLength(ref, onChange);
  return (
    <FieldShell
      {...{ label, error, hint, required, className, id }}
      count={{ length, limit }}
      render={(control) => <textarea rows={5} className={controlClass} {...control} {...textarea} {...tracked} />}
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
