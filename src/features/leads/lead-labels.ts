import { leadSources, type LeadKind } from '@/config/lead-sources';

/** The words the inbox uses for a lead's type, status and notification; the database stores the keys. */

export type { LeadKind };
export type LeadStatus = 'new' | 'contacted' | 'qualified' | 'won' | 'lost' | 'spam';
export type NotifyStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'not_configured' | 'skipped';

export const kindLabels = Object.fromEntries(Object.entries(leadSources).map(([kind, source]) => [kind, source.label])) as Record<LeadKind, string>;

export const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

export const notifyLabels: Record<NotifyStatus, string> = {
  pending: 'Not sent yet',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  not_configured: 'Not sent: no e-mail provider configured',
  skipped: 'Not sent (spam)',
};

/** The select options of a label map, in its order. */
export function optionsOf<Key extends string>(labels: Record<Key, string>): { value: Key; label: string }[] {
  return (Object.keys(labels) as Key[]).map((value) => ({ value, label: labels[value] }));
}
