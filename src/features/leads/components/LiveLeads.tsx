import { useState } from 'react';
import { useLiveLeads, useUnreadLeadCount } from '../api/watch-leads';
import { kindLabels, type LeadKind } from '../lead-labels';

/**
 * For admins, anywhere in the back office: follows new leads live and says so in a polite live region
 * ('New lead: Asha Krishnan (Contact form)'), visible until the next one.
 */
export function NewLeadNotice({ isAdmin }: { isAdmin: boolean }) {
  const [notice, setNotice] = useState('');
  useLiveLeads((lead) => setNotice(`New lead: ${lead.name || lead.email} (${kindLabels[lead.kind as LeadKind] ?? lead.kind})`), { enabled: isAdmin });
  return (
    <div role="status" aria-live="polite" className={notice ? 'fixed right-4 bottom-4 z-40 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg' : 'sr-only'}>
      {notice}
      {notice && (
        <button type="button" onClick={() => setNotice('')} className="ml-3 underline">
          Dismiss
        </button>
      )}
    </div>
  );
}

/** The sidebar's count of unread leads, read out as 'N unread'. */
export function UnreadLeadsBadge({ isAdmin }: { isAdmin: boolean }) {
  const { data: unread = 0 } = useUnreadLeadCount({ enabled: isAdmin });
  if (!isAdmin || unread === 0) return null;
  return (
    <span className="rounded-full bg-brand-500 px-2 py-0.5 text-xs font-semibold text-white" data-testid="unread-leads">
      {unread}
      <span className="sr-only"> unread</span>
    </span>
  );
}

/** The dashboard's line about unread leads. */
export function UnreadLeadsCount({ isAdmin }: { isAdmin: boolean }) {
  const { data: unread, isPending } = useUnreadLeadCount({ enabled: isAdmin });
  if (!isAdmin || isPending) return null;
  return <>{unread === 1 ? '1 unread lead' : `${unread ?? 0} unread leads`}</>;
}
