import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/SectionHeading';

type PageSectionProps = { id: string; title: string; intro: string; tone?: 'white' | 'muted'; children: ReactNode };

/** One section of the clients page: heading, intro and content, on white or muted. */
export function PageSection({ id, title, intro, tone = 'white', children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={`py-16 ${tone === 'muted' ? 'bg-slate-50' : ''}`}>
      <div className="mx-auto max-w-7xl space-y-10 px-4">
        <SectionHeading id={id} title={title} description={intro} />
        {children}
      </div>
    </section>
  );
}
