import type { ReactNode } from 'react';

type SubmitButtonProps = {
  busy: boolean;
  busyLabel: string;
  /** Besides a disabled fieldset around it: the sign-in page's form has none (decision 056). */
  disabled?: boolean;
  children: ReactNode;
};

/** The full-width submit button of the sign-in screens; shows `busyLabel` while the form is sent. */
export function SubmitButton({ busy, busyLabel, disabled, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? busyLabel : children}
    </button>
  );
}
