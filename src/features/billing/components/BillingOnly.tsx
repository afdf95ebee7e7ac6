import { ShieldAlert } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin';

/**
 * What staff who neither bill nor sell see on a billing screen whose address they typed (docs/product.md §6); on a
 * screen for billing staff alone (the GST returns), `readers` says so.
 */
export function BillingOnly({ title, readers = 'Admins, accounts and sales', what = 'Invoices' }: { title: string; readers?: string; what?: string }) {
  return (
    <>
      <AdminPageHeader title={title} />
      <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{readers} only</p>
          <p className="mt-1 text-sm">
            {what} can only be seen by {readers.toLowerCase()} staff. Ask an administrator if you need access.
          </p>
        </div>
      </div>
    </>
  );
}
