import { ShieldAlert } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin';

/** What a member of staff who does not sell sees on a sales screen they typed the address of (docs/product.md §6). */
export function SellersOnly({ title }: { title: string }) {
  return (
    <>
      <AdminPageHeader title={title} />
      <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">Admins and sales only</p>
          <p className="mt-1 text-sm">{title} can only be seen by admins and sales staff: they hold customers' prices and discounts. Ask an administrator if you need access.</p>
        </div>
      </div>
    </>
  );
}
