import { ErrorBanner, LoadingText } from '@/components/admin';
import { Fact } from '@/components/document/Fact';
import { Letterhead } from '@/components/document/Letterhead';
import { PrintButton } from '@/components/document/PrintButton';
import { BillingOnly } from '@/features/billing/admin';
import { describeDbError } from '@/lib/db-errors';
import { formatDate } from '@/lib/format';
import { formatPaise } from '@/lib/numbers';
import { useVendorOrder } from '../api/fetch-vendor-order';

/** A printing or mounting order as it prints for the vendor (docs/decisions/116): who, what, where to, by when, and at what rate. */
export function VendorOrderDocument({ id, canRead }: { id: string; canRead: boolean }) {
  const order = useVendorOrder(id, canRead);
  if (!canRead) return <BillingOnly title="Vendor order" readers="Admins and accounts" what="Vendor orders" />;
  if (order.isPending) return <LoadingText text="Loading the order..." />;
  if (order.isError) return <ErrorBanner message={describeDbError(order.error)} onRetry={() => void order.refetch()} />;
  const data = order.data;
  return (
    <article className="mx-auto max-w-3xl space-y-5 rounded-xl bg-white p-6 shadow-sm print:p-0 print:shadow-none">
      <Letterhead />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          {data.kind === 'printing' ? 'Printing' : 'Mounting'} order {data.number}
        </h1>
        <PrintButton />
      </div>
      <dl>
        <Fact label="To">{data.vendor ? `${data.vendor.name}${data.vendor.address ? `, ${data.vendor.address}` : ''}` : 'Our own crew'}</Fact>
        {data.vendor?.gstin && <Fact label="GSTIN">{data.vendor.gstin}</Fact>}
        <Fact label="For">
          {data.campaign?.reference} {data.campaign?.title}
        </Fact>
        <Fact label={data.kind === 'printing' ? 'HSN/SAC' : 'SAC'}>{data.code}</Fact>
        <Fact label="Due on">{formatDate(data.due_on)}</Fact>
        {data.deliver_to && <Fact label="Deliver to">{data.deliver_to}</Fact>}
        {data.note && <Fact label="Note">{data.note}</Fact>}
      </dl>
      <div role="region" aria-label="What is ordered" tabIndex={0} className="overflow-x-auto print:overflow-visible">
        <table className="w-full min-w-[36rem] text-left text-sm print:min-w-0">
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3">Site</th>
              <th scope="col" className="py-2 pr-3">Material</th>
              <th scope="col" className="py-2 pr-3 text-right">Size (ft)</th>
              <th scope="col" className="py-2 pr-3 text-right">How many</th>
              <th scope="col" className="py-2 pr-3 text-right">Rate per sq ft</th>
              <th scope="col" className="py-2 text-right">Amount</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {data.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row" className="py-2 pr-3 font-medium">
                  {line.line?.site?.code} <span className="block font-normal text-slate-600">{line.line?.site?.address ?? line.line?.site?.name}</span>
                </th>
                <td className="py-2 pr-3">{line.material}</td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {line.width_ft} × {line.height_ft}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatPaise(line.rate_paise)}</td>
                <td className="py-2 text-right tabular-nums">{formatPaise(line.amount_paise ?? 0)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold">
            <tr>
              <th scope="row" colSpan={5} className="py-2 pr-3 text-right">
                Total before GST
              </th>
              <td className="py-2 text-right tabular-nums">{formatPaise(data.ordered_paise)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-sm text-slate-700">Please quote {data.number} on your bill. GST as applicable, shown separately.</p>
    </article>
  );
}
