import type { ReactNode } from 'react';

/** The full-width submit button of the sign-in screens; shows `busyLabel` while the form is sent. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? busyLabel : children}
    </button>
  );
}
