import { ShieldAlert } from 'lucide-react';
import { AdminPageHeader } from './AdminPageHeader';

/**
 * What staff outside admins and sales see on a screen of theirs whose address they typed (docs/product.md §6):
 * `what` ('Campaigns', 'Mounting jobs') can only be seen by admins and sales staff, because `why`.
 */
export function AdminsAndSalesOnly({ title, what, why }: { title: string; what: string; why: string }) {
  return (
    <>
      <AdminPageHeader title={title} />
      <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">Admins and sales only</p>
          <p className="mt-1 text-sm">
            {what} can only be seen by admins and sales staff: {why}. Ask an administrator if you need access.
          </p>
        </div>
      </div>
    </>
  );
}
