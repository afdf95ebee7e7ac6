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
  site_licences: 'Site licence',
  user_profiles: 'Staff profile',
  // Sales (docs/decisions/053).
  customers: 'Customer',
  customer_contacts: 'Customer contact',
  campaigns: 'Campaign',
  campaign_lines: 'Campaign line',
  sales_settings: 'Sales settings',
  // Proof of display (docs/decisions/057).
  mounting_jobs: 'Mounting job',
  proof_photos: 'Proof photo',
  proof_links: 'Proof report link',
  // WhatsApp (docs/decisions/117): who recorded or withdrew a contact's opt-in.
  whatsapp_opt_ins: 'WhatsApp opt-in',
} as const;

export const actionLabels = { insert: 'Created', update: 'Changed', delete: 'Deleted' } as const;

export function optionsOf<Key extends string>(labels: Record<Key, string>): { value: Key; label: string }[] {
  return (Object.keys(labels) as Key[]).map((value) => ({ value, label: labels[value] }));
}

export const tableLabel = (table: string) => tableLabels[table as keyof typeof tableLabels] ?? table;
export const actionLabel = (action: string) => actionLabels[action as keyof typeof actionLabels] ?? action;

/** Columns as staff call them; any other reads as its name with spaces ('daily_traffic' → 'Daily traffic'). */
const columnLabels: Record<string, string> = {
  assignee: 'Assigned to',
  status: 'Status',
  site_id: 'Site',
  starts_on: 'First day',
  ends_on: 'Last day',
  client_name: 'Client',
  overrides_hold_of: 'Confirmed over the hold of',
  monthly_rate: 'Monthly rate',
  full_name: 'Name',
  'Full name': 'Name',
  'Email Address': 'Email',
  'Phone Number': 'Phone',
  'Company Name': 'Company',
  body: 'Text',
  published_at: 'Published on',
  image_url: 'Image',
};

export function columnLabel(column: string): string {
  const spaced = column.replaceAll('_', ' ');
  return columnLabels[column] ?? spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A stored value as one line of text. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (value === true) return 'yes';
  if (value === false) return 'no';
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
    if (action !== 'update') return `${columnLabel(column)}: ${valueText(value)}`;
    const change = (value ?? {}) as Change;
    return `${columnLabel(column)}: ${valueText(change.from)} → ${valueText(change.to)}`;
  });
}

const capitalised = (value: unknown) => (typeof value === 'string' ? value.charAt(0).toUpperCase() + value.slice(1) : valueText(value));

/** 'Title, Excerpt and Image'. */
const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * What the person did, as they would say it after their name: 'set the lead to Contacted', 'assigned the lead
 * to Divya Natarajan', 'changed Title and Excerpt', 'created the site booking', 'deleted the client'.
 */
export function changeSummary(action: string, changes: unknown, table = ''): string {
  const record = tableLabel(table).toLowerCase();
  if (action === 'insert') return table ? `created the ${record}` : 'New record';
  if (action === 'delete') return table ? `deleted the ${record}` : 'Record removed';
  const entries = Object.entries((changes ?? {}) as Record<string, Change>);
  const [only] = entries;
  if (entries.length === 1 && only?.[0] === 'status') return `set the ${record} to ${capitalised(only[1]?.to)}`;
  if (entries.length === 1 && only?.[0] === 'assignee') {
    return only[1]?.to ? `assigned the ${record} to ${valueText(only[1].to)}` : `unassigned the ${record}`;
  }
  return `changed ${listed(entries.map(([column]) => columnLabel(column)))}`;
}
