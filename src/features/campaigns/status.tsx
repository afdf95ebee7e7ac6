/**
 * A campaign's states (docs/decisions/053): draft → sent → accepted / confirmed → live → completed, or expired / cancelled;
 * a sent one may have changes asked, and a revision makes it a draft of its next version (decision 090).
 */
export const campaignStatusLabels = {
  draft: 'Draft',
  sent: 'Sent',
  changes_asked: 'Changes asked',
  accepted: 'Accepted',
  confirmed: 'Confirmed',
  live: 'Live',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
} as const;

export type CampaignStatus = keyof typeof campaignStatusLabels;

const tones: Record<CampaignStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  sent: 'bg-sky-100 text-sky-900',
  changes_asked: 'bg-violet-100 text-violet-900',
  accepted: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  live: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-slate-100 text-slate-700',
  cancelled: 'bg-rose-100 text-rose-900',
  expired: 'bg-rose-100 text-rose-900',
};

export const statusLabel = (status: string) => campaignStatusLabels[status as CampaignStatus] ?? status;

export function CampaignStatusBadge({ status }: { status: string }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status as CampaignStatus] ?? tones.draft}`}>{statusLabel(status)}</span>;
}
