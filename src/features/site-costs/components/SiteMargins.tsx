import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/numbers';

/** Margins are read in whole rupees; the CSV keeps the paise. */
const rupees = (paise: number) => formatRupees(paise / 100);
import type { Margins, SiteMargin } from '../api/margin-types';

const cell = 'py-2 pr-3 text-right tabular-nums';

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/**
 * Each site's margin over the months asked, lowest first (or highest), and the total row; a lease that loses money links
 * to its page. The margin comes first after the site: on a phone it is what shows before the table scrolls.
 */
export function SiteMargins({ margins, highestFirst }: { margins: Margins; highestFirst: boolean }) {
  const sites = highestFirst ? [...margins.sites].reverse() : margins.sites;
  return (
    <section aria-labelledby="site-margins-heading" className="space-y-3">
      <h2 id="site-margins-heading" className="text-lg font-semibold text-slate-900">
        Sites
      </h2>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label="Margin by site">
        <table className="w-full min-w-[64rem] text-left text-sm">
          <caption className="sr-only">Each site's revenue, costs and margin</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">Site</th>
              <th scope="col" className={cell}>Margin</th>
              <th scope="col" className={cell}>Revenue</th>
              <th scope="col" className={cell}>Rent</th>
              <th scope="col" className={cell}>Licence</th>
              <th scope="col" className={cell}>Power</th>
              <th scope="col" className={cell}>Other</th>
              <th scope="col" className={cell}>Printing</th>
              <th scope="col" className={cell}>Mounting</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {sites.map((site) => (
              <SiteRow key={site.site_id} site={site} />
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2">Total</th>
              <Figures row={margins.total} />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function SiteRow({ site }: { site: SiteMargin }) {
  return (
    <tr className={site.lease_loses_money ? 'bg-red-50' : undefined}>
      <th scope="row" className="px-3 py-2 font-medium">
        {site.code} <span className="block font-normal text-slate-600">{site.name}</span>
        {site.lease_loses_money && site.lease_id && (
          <Link to={paths.admin.lease(site.lease_id)} aria-label={`Lease loses money: ${site.code}'s lease`} className="mt-1 inline-block text-sm font-semibold text-red-800 underline">
            Lease loses money
          </Link>
        )}
      </th>
      <Figures row={site} basis={site.revenue_basis} />
    </tr>
  );
}

function Figures({ row, basis }: { row: Margins['total']; basis?: string | null }) {
  return (
    <>
      <td className={`${cell} ${row.margin_paise < 0 ? 'text-red-800' : 'text-emerald-800'}`}>
        {rupees(row.margin_paise)} <span className="block text-xs">{percent(row.margin_percent)}</span>
      </td>
      <td className={cell}>
        {rupees(row.revenue_paise)}
        {basis && <span className="block text-xs font-normal text-slate-600">{basis}</span>}
      </td>
      <td className={cell}>{rupees(row.rent_paise)}</td>
      <td className={cell}>{rupees(row.licence_paise)}</td>
      <td className={cell}>{rupees(row.power_paise)}</td>
      <td className={cell}>{rupees(row.other_paise)}</td>
      <td className={cell}>{rupees(row.printing_paise)}</td>
      <td className={cell}>{rupees(row.mounting_paise)}</td>
    </>
  );
}
