import type { ReactNode } from 'react';

type SectionHeadingProps = {
  /** The small label above the title. */
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  align?: 'left' | 'center';
  /** Heading level; sections are h2 unless nested. */
  as?: 'h2' | 'h3';
  id?: string;
  tone?: 'default' | 'inverted';
};

export function SectionHeading({
  eyebrow,
  title,
  description,
  align = 'center',
  as: Heading = 'h2',
  id,
  tone = 'default',
}: SectionHeadingProps) {
  const inverted = tone === 'inverted';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && (
        <p className={`text-sm font-semibold tracking-wide uppercase ${inverted ? 'text-brand-100' : 'text-brand-700'}`}>{eyebrow}</p>
      )}
      <Heading id={id} className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${inverted ? 'text-white' : 'text-slate-900'}`}>
        {title}
      </Heading>
      {description && <p className={`mt-4 text-lg ${inverted ? 'text-slate-200' : 'text-slate-600'}`}>{description}</p>}
    </div>
  );
}
