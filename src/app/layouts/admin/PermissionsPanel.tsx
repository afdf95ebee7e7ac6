import { Check, Eye, X } from 'lucide-react';
import type { Permissions } from '@/lib/permissions';

/** The sidebar's 'Your Permissions' box: what this account may do, in words. */
export function PermissionsPanel({ canEdit, canDelete, canManageLeads, canManageSites, canBill }: Permissions) {
  const items = [
    { label: 'Create & edit content', allowed: canEdit, deniedLabel: 'No content editing' },
    { label: 'Delete content', allowed: canDelete, deniedLabel: 'No delete access' },
    { label: 'Contact submissions & leads', allowed: canManageLeads, deniedLabel: 'No access to leads' },
    { label: 'Sites & bookings', allowed: canManageSites, deniedLabel: 'No site or booking changes' },
    { label: 'Invoices & billing', allowed: canBill, deniedLabel: 'No billing' },
  ];
  return (
    <section aria-labelledby="permissions-heading" className="rounded-xl bg-slate-800/60 p-4 text-sm ring-1 ring-slate-700">
      <h2 id="permissions-heading" className="font-semibold text-white">
        Your Permissions
      </h2>
      {canEdit || canManageLeads || canBill ? (
        <ul className="mt-3 space-y-2">
          {items.map(({ label, allowed, deniedLabel }) => (
            <li key={label} className={`flex items-center gap-2 ${allowed ? 'text-slate-200' : 'text-slate-400'}`}>
              {allowed ? (
                <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-400" />
              ) : (
                <X aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
              )}
              {allowed ? label : deniedLabel}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 flex items-center gap-2 text-slate-200">
          <Eye aria-hidden="true" className="h-4 w-4 shrink-0 text-sky-400" />
          View Only Access
        </p>
      )}
    </section>
  );
}
