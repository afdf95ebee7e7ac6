import type { LucideIcon } from 'lucide-react';

export type IconCardItem = { icon: LucideIcon; title: string; text: string };

const badgeTones = { brand: 'bg-brand-50 text-brand-700', rose: 'bg-rose-50 text-rose-700' };

type IconCardGridProps = {
  items: readonly IconCardItem[];
  /** The grid's column classes, e.g. 'md:grid-cols-3'. */
  columns: string;
  tone?: keyof typeof badgeTones;
};

/** A list of white cards, each an icon badge, an h3 title and a line of text (reasons to choose us, core values). */
export function IconCardGrid({ items, columns, tone = 'brand' }: IconCardGridProps) {
  return (
    <ul className={`mt-12 grid gap-6 ${columns}`}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className={`flex size-12 items-center justify-center rounded-lg ${badgeTones[tone]}`}>
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
