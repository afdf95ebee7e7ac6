import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { useLiveLeads, useUnreadLeadCount } from '../api/watch-leads';
import { kindLabels } from '../lead-labels';

/**
 * For admins, anywhere in the back office: follows new leads live and says so in a polite live region
 * ('New lead: Asha Krishnan (Contact form)'), visible until the next one.
 */
export function NewLeadNotice({ canManageLeads }: { canManageLeads: boolean }) {
  const [notice, setNotice] = useState('');
  useLiveLeads((lead) => setNotice(`New lead: ${lead.name || lead.email} (${kindLabels[lead.kind] ?? lead.kind})`), { enabled: canManageLeads });
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
export function UnreadLeadsBadge({ canManageLeads }: { canManageLeads: boolean }) {
  const { data: unread = 0 } = useUnreadLeadCount({ enabled: canManageLeads });
  if (!canManageLeads || unread === 0) return null;
  return (
    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white" data-testid="unread-leads">
      {unread}
      <span className="sr-only"> unread</span>
    </span>
  );
}

/** The dashboard's card of unread leads, with the way to the inbox. */
export function UnreadLeadsCard({ canManageLeads }: { canManageLeads: boolean }) {
  const { data: unread, isPending, isError } = useUnreadLeadCount({ enabled: canManageLeads });
  if (!canManageLeads) return null;
  return (
    <section aria-labelledby="unread-leads-heading" className="flex items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
        <Inbox aria-hidden="true" className="h-5 w-5" />
      </span>
      <div className="flex-1">
        <h2 id="unread-leads-heading" className="text-sm font-medium text-slate-600">
          Unread leads
        </h2>
        <p className="text-3xl font-bold text-slate-900" aria-live="polite" aria-busy={isPending} data-testid="dashboard-unread-leads">
          {isPending ? <span className="text-slate-300">…</span> : isError ? <span className="text-base font-medium text-red-600">Unavailable</span> : unread}
        </p>
      </div>
      <Link to={paths.admin.leads} className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline">
        Open Leads
      </Link>
    </section>
  );
}
