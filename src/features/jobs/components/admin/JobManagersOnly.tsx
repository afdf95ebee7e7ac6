import { ShieldAlert } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin';

/** What staff who do not manage jobs (canManageJobs: admins and sales) see on a jobs screen they typed the address of. */
export function JobManagersOnly({ title }: { title: string }) {
  return (
    <>
      <AdminPageHeader title={title} />
      <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">Admins and sales only</p>
          <p className="mt-1 text-sm">Mounting jobs can only be seen by admins and sales staff: they assign the crew and approve the proof clients pay against. Ask an administrator if you need access.</p>
        </div>
      </div>
    </>
  );
}
