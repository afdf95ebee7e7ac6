import { contentTypes } from '@/config/content-types';
import { leadSources } from '@/config/lead-sources';

/** How the activity log names what it records (docs/product.md §10, Activity log). */

/** Content and lead tables, as their registries name a row of each (every registered table is audited). */
const contentTableLabels = Object.fromEntries(Object.entries(contentTypes).map(([table, type]) => [table, type.record]));
const leadTableLabels = Object.fromEntries(Object.values(leadSources).map((source) => [source.table, source.record]));

/** Every table the audit triggers watch: the registries' and those of supabase/migrations/*_revisions_and_audit.sql. */
export const tableLabels = {
  ...contentTableLabels,
  ...leadTableLabels,
  leads: 'Lead',
  lead_activity: 'Lead history',
  sites: 'Site',
  site_bookings: 'Site booking',
  user_profiles: 'Staff profile',
} as const;

export const actionLabels = { insert: 'Created', update: 'Changed', delete: 'Deleted' } as const;

export function optionsOf<Key extends string>(labels: Record<Key, string>): { value: Key; label: string }[] {
  return (Object.keys(labels) as Key[]).map((value) => ({ value, label: labels[value] }));
}

export const tableLabel = (table: string) => tableLabels[table as keyof typeof tableLabels] ?? table;
export const actionLabel = (action: string) => actionLabels[action as keyof typeof actionLabels] ?? action;

/** A stored value as one line of text. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

type Change = { from?: unknown; to?: unknown };

/**
 * What changed, one line per column: 'title: Old → New' for an update (only changed columns are stored), and
 * 'column: value' for the whole row a create or delete recorded.
 */
export function changeLines(action: string, changes: unknown): string[] {
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes as Record<string, unknown>).map(([column, value]) => {
    if (action !== 'update') return `${column}: ${valueText(value)}`;
    const change = (value ?? {}) as Change;
    return `${column}: ${valueText(change.from)} → ${valueText(change.to)}`;
  });
}

/** The list's short summary: which columns an update changed. */
export function changeSummary(action: string, changes: unknown): string {
  if (action !== 'update') return action === 'insert' ? 'New record' : 'Record removed';
  return Object.keys((changes ?? {}) as Record<string, unknown>).join(', ');
}
