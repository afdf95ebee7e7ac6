import { ArrowRight } from 'lucide-react';
import { Link } from '@/components/Link';
import { formatCount } from '@/components/data-table';
import { EXACT_COUNT_LIMIT } from '@/lib/list-query';
import { useRowCount } from '../api/count-rows';
import type { CountCardDefinition } from '../dashboard-cards';

export function CountCard({ table, label, icon: Icon, tone, action }: CountCardDefinition) {
  const { data: count, isPending, isError } = useRowCount(table);
  const labelId = `count-${table}`;
  return (
    <section aria-labelledby={labelId} className="flex flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <span className={`flex h-10 w-10 items-center justify-center rounded-lg ${tone}`}>
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <h2 id={labelId} className="mt-4 text-sm font-medium text-slate-600">
        {label}
      </h2>
      <p className="mt-1 text-3xl font-bold text-slate-900" aria-live="polite" aria-busy={isPending}>
        {isPending ? <span className="text-slate-300">…</span> : isError ? <span className="text-base font-medium text-red-600">Unavailable</span> : formatCount({ total: count, approximate: count > EXACT_COUNT_LIMIT })}
      </p>
      {action && (
        <Link
          to={action.to}
          className="mt-auto pt-4 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {action.label}
          <ArrowRight aria-hidden="true" className="ml-1 inline h-4 w-4 align-[-3px]" />
        </Link>
      )}
    </section>
  );
}
