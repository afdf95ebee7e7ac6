import type { Json } from '@/lib/database.types';

/** Label/value pairs of a story's metrics (a jsonb object of label to text); anything else has none. */
export function metricEntries(metrics: Json): [label: string, value: string][] {
  if (metrics === null || typeof metrics !== 'object' || Array.isArray(metrics)) return [];
  return Object.entries(metrics).flatMap(([label, value]) =>
    value === null || value === undefined || typeof value === 'object' ? [] : [[label, String(value)] as [string, string]],
  );
}

/** Story cards show at most this many metrics (docs/product.md §9). */
export const CARD_METRICS_LIMIT = 3;
