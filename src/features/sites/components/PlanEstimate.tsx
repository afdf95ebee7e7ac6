import type { PlanEstimate as Estimate } from '../plan/cost';
import { formatRupees } from '@/lib/numbers';

/** The plan's estimated cost: subtotal, GST at 18% apart, total, and the sites on 'rate on request'. */
export function PlanEstimate({ estimate }: { estimate: Estimate }) {
  return (
    <section aria-labelledby="plan-estimate" className="rounded-xl border border-slate-200 bg-slate-50 p-5 break-inside-avoid">
      <h2 id="plan-estimate" className="text-xl font-semibold text-slate-900">
        Estimated cost
      </h2>
      <dl className="mt-3 space-y-2 text-slate-900">
        <div className="flex justify-between gap-4">
          <dt>Sites with a rate (monthly rate × months)</dt>
          <dd className="font-semibold">{formatRupees(estimate.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>GST at 18%</dt>
          <dd>{formatRupees(estimate.gst)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-lg">
          <dt className="font-semibold">Estimated total</dt>
          <dd className="font-bold">{formatRupees(estimate.total)}</dd>
        </div>
      </dl>
      {estimate.onRequest.length > 0 && (
        <p className="mt-3 text-sm text-slate-700">
          Not in the total, rate on request: {estimate.onRequest.join(', ')}. We will quote these sites with the rest.
        </p>
      )}
      <p className="mt-3 text-sm text-slate-700">An estimate before printing and mounting; the quote we send you is what counts.</p>
    </section>
  );
}
