import type { ReactNode } from 'react';
import { PageHero } from './PageHero';

export type LegalSection = { title: string; body: ReactNode };

/** A plain, readable document page (privacy policy, terms). */
export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: LegalSection[] }) {
  return (
    <>
      <PageHero title={title} description={`Last updated ${updated}`} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-16 text-slate-700">
        {sections.map((section) => (
          <section key={section.title}>
            <h2 className="text-2xl font-bold text-slate-900">{section.title}</h2>
            <div className="mt-3 space-y-3 leading-relaxed">{section.body}</div>
          </section>
        ))}
      </div>
    </>
  );
}
