import type { ReactNode } from 'react';

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  /** Breadcrumbs, buttons or anything else below the text. */
  children?: ReactNode;
};

/** The dark banner at the top of an inner page, holding its one h1. */
export function PageHero({ eyebrow, title, description, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-slate-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgba(249,115,22,0.35),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(234,88,12,0.2),transparent_40%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {description && <p className="mt-5 max-w-2xl text-lg text-slate-200">{description}</p>}
        {children}
      </div>
    </section>
  );
}
