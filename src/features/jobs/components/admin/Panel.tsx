import type { ReactNode } from 'react';

/** A heading and its content, as one labelled region of a job's page. */
export function Panel({ title, id, children, description }: { title: string; id: string; children: ReactNode; description?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
      </div>
      {children}
    </section>
  );
}
