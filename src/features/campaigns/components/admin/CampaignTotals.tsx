import type { CampaignPrices } from '../../pricing';
import { formatRupees, rupeesInWords } from '../../pricing';

/** A campaign's totals as the proposal shows them: media, discount, printing, mounting, subtotal, CGST + SGST, total in figures and words. */
export function CampaignTotals({ prices }: { prices: CampaignPrices }) {
  const half = prices.gstPercent / 2;
  const rows: Array<[string, number, boolean?]> = [
    ['Media', prices.media],
    ...(prices.discount ? [['Discount', -prices.discount] as [string, number]] : []),
    ...(prices.printing ? [['Printing', prices.printing] as [string, number]] : []),
    ...(prices.mounting ? [['Mounting', prices.mounting] as [string, number]] : []),
    ['Subtotal', prices.subtotal, true],
    [`CGST ${half}%`, prices.cgst],
    [`SGST ${half}%`, prices.sgst],
  ];
  return (
    <section aria-label="Totals" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {rows.map(([label, amount, strong]) => (
          <div key={label} className="contents">
            <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
            <dd className={`text-right tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-900'}`}>{formatRupees(amount)}</dd>
          </div>
        ))}
        <div className="col-span-2 mt-2 flex justify-between gap-6 border-t border-slate-300 pt-2 text-base font-bold text-slate-900">
          <dt>Total</dt>
          <dd className="text-right tabular-nums">{formatRupees(prices.total)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-700">{rupeesInWords(prices.total)}</p>
      <p className="mt-1 text-xs text-slate-500">GST as CGST and SGST: the place of supply is Tamil Nadu.</p>
    </section>
  );
}
