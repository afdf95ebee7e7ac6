import type { ReactNode } from 'react';

/** One fact of a definition list, left out without a value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-3 py-1.5 text-sm print:grid-cols-[7rem_1fr] print:py-0.5">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
