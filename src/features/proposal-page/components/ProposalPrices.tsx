import { formatRupees, priceCampaign, rupeesInWords } from '@/features/campaigns';
import { formatIndianNumber } from '@/lib/numbers';
import type { OpenProposal } from '../types';

/** '5%', '7.5%'. */
const percent = (value: number) => `${formatIndianNumber(value)}%`;
/** '1 month', '1.33 months'. */
const months = (value: number) => `${formatIndianNumber(value)} ${value === 1 ? 'month' : 'months'}`;
/** '₹12 a sq ft', '₹12.5 a sq ft': the settings' rates may have paise. */
const perSqft = (rate: number) => `₹${formatIndianNumber(rate)} a sq ft`;

/**
 * The price table (docs/product.md §12), priced by the campaigns feature's own pricing, the one the back office
 * shows (docs/decisions/053): per site the media (monthly rate × months, at the list rate when the agreed rate is
 * below it: decision 083), its discount, printing and mounting
 * where the campaign includes them; then the subtotal, CGST and SGST and the total, in figures and in words.
 * Printed whole on one page where it fits. On a phone the table scrolls sideways in its own box.
 */
export function ProposalPrices({ proposal }: { proposal: OpenProposal }) {
  const prices = priceCampaign(proposal);
  const { include_printing: printing, include_mounting: mounting } = proposal;
  const half = prices.gstPercent / 2;
  const totals: Array<[string, number]> = [
    ['Subtotal', prices.subtotal],
    [`CGST ${percent(half)}`, prices.cgst],
    [`SGST ${percent(half)}`, prices.sgst],
  ];
  return (
    <section aria-labelledby="proposal-prices" className="mt-10 break-inside-avoid">
      <h2 id="proposal-prices" className="text-2xl font-semibold text-slate-900 print:text-xl">
        Prices
      </h2>
      <div role="region" aria-label="Price table" tabIndex={0} className="mt-3 overflow-x-auto rounded-xl border border-slate-200 print:overflow-visible print:rounded-none print:border-0">
        <table className="w-full min-w-[40rem] text-sm print:min-w-0 print:text-[9pt]">
          <caption className="sr-only">Prices per site, in rupees</caption>
          <thead className="bg-slate-50 text-left text-slate-700 print:bg-transparent">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold print:px-2">
                Site
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold print:px-2">
                Rate a month
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold print:px-2">
                Media
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold print:px-2">
                Discount
              </th>
              {printing && (
                <th scope="col" className="px-3 py-2 text-right font-semibold print:px-2">
                  Printing
                </th>
              )}
              {mounting && (
                <th scope="col" className="px-3 py-2 text-right font-semibold print:px-2">
                  Mounting
                </th>
              )}
              <th scope="col" className="px-3 py-2 text-right font-semibold print:px-2">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {proposal.lines.map((line, index) => {
              const priced = prices.lines[index]!;
              return (
                <tr key={line.id} className="align-top text-slate-800">
                  <th scope="row" className="px-3 py-2 text-left font-normal print:px-2 print:py-1">
                    <span className="whitespace-nowrap font-mono font-semibold text-slate-900">{line.code}</span>
                    <span className="block text-xs text-slate-600">{months(priced.months)}</span>
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums print:px-2 print:py-1">{formatRupees(priced.rate)}</td>
                  <td className="px-3 py-2 text-right tabular-nums print:px-2 print:py-1">{formatRupees(priced.media)}</td>
                  <td className="px-3 py-2 text-right tabular-nums print:px-2 print:py-1">
                    {priced.discount > 0 ? (
                      <>
                        −{formatRupees(priced.discount)}
                        <span className="block text-xs text-slate-600">{percent(priced.discountPercent)}</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  {printing && <td className="px-3 py-2 text-right tabular-nums print:px-2 print:py-1">{formatRupees(priced.printing)}</td>}
                  {mounting && <td className="px-3 py-2 text-right tabular-nums print:px-2 print:py-1">{formatRupees(priced.mounting)}</td>}
                  <td className="px-3 py-2 text-right font-medium tabular-nums text-slate-900 print:px-2 print:py-1">{formatRupees(priced.amount)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {/* Beside the table, not in it: on a phone the table scrolls sideways and would hide totals at its right. */}
      <dl className="mt-3 ml-auto w-full max-w-sm text-sm print:max-w-xs">
        {totals.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4 px-3 py-1 text-slate-800 print:px-2 print:py-0.5">
            <dt>{label}</dt>
            <dd className="tabular-nums">{formatRupees(amount)}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t-2 border-slate-900 px-3 py-2 text-base font-semibold text-slate-900 print:px-2 print:py-1">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatRupees(prices.total)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-slate-800">
        <span className="font-semibold">Total in words:</span> {rupeesInWords(prices.total)}
      </p>
      {(printing || mounting) && (
        <p className="mt-1 text-sm text-slate-600">
          {printing && mounting
            ? `Printing at ${perSqft(proposal.rates.printing_per_sqft)} and mounting at ${perSqft(proposal.rates.mounting_per_sqft)}, once per site.`
            : printing
              ? `Printing at ${perSqft(proposal.rates.printing_per_sqft)}, once per site.`
              : `Mounting at ${perSqft(proposal.rates.mounting_per_sqft)}, once per site.`}
        </p>
      )}
    </section>
  );
}
