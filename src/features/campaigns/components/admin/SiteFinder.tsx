import { useState } from 'react';
import { TextField } from '@/components/form';
import { formatRupees } from '../../pricing';
import { useSiteSearch } from '../../api/use-site-search';
import { type LineSite } from '../../api/campaign-types';

/** 'Add a site': sites found by code, name or locality as one types; choosing one adds its line. */
export function SiteFinder({ onChoose }: { onChoose: (site: LineSite) => void }) {
  const [term, setTerm] = useState('');
  const found = useSiteSearch(term.trim());
  const rows = term.trim() ? (found.data?.rows ?? []) : [];
  return (
    <div className="space-y-2">
      <TextField label="Add a site" placeholder="Code, name or locality" value={term} onChange={(event) => setTerm(event.target.value)} autoComplete="off" />
      {term.trim() && found.isError && <p className="text-sm text-red-700">The sites could not be searched. Try again.</p>}
      {term.trim() && found.data && rows.length === 0 && <p className="text-sm text-slate-600">No site matches '{term.trim()}'.</p>}
      {rows.length > 0 && (
        <ul aria-label="Sites found" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {rows.map((site) => (
            <li key={site.id}>
              <button
                type="button"
                className="flex w-full flex-wrap items-baseline gap-x-3 px-3 py-2 text-left text-sm hover:bg-slate-50 focus:bg-slate-50"
                aria-label={`Add ${site.code} ${site.name}`}
                onClick={() => {
                  onChoose(site);
                  setTerm('');
                }}
              >
                <span className="font-mono text-xs font-semibold">{site.code}</span>
                <span className="font-medium">{site.name}</span>
                <span className="text-slate-600">{site.locality}</span>
                <span className="ml-auto text-slate-600">{site.monthly_rate === null ? 'Rate on request' : `${formatRupees(site.monthly_rate)} a month`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
