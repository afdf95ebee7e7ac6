import { CARD_METRICS_LIMIT, metricEntries } from '../metrics';
import type { SuccessStory } from '../api/fetch-success-stories';

/** A story's first metrics as chips: the value large, its label beneath. */
export function MetricChips({ metrics }: { metrics: SuccessStory['metrics'] }) {
  const entries = metricEntries(metrics).slice(0, CARD_METRICS_LIMIT);
  if (entries.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Results">
      {entries.map(([label, value]) => (
        <li key={label} className="rounded-lg bg-brand-50 px-3 py-1.5 text-center ring-1 ring-brand-100">
          <span className="block text-sm font-bold text-brand-800">{value}</span>
          <span className="block text-xs text-slate-600">{label}</span>
        </li>
      ))}
    </ul>
  );
}
