import { Download } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader, Button, ErrorBanner, LoadingText } from '@/components/admin';
import { describeDbError } from '@/lib/db-errors';
import { downloadFile } from '@/lib/download-file';
import { indiaDayAndTime } from '@/lib/india-time';
import { formatPaise } from '@/lib/numbers';
import { useGstr1 } from '../api/fetch-gstr1';
import type { Gstr1 } from '../api/gstr1-types';
import { GSTR1_SHEET_NAMES, GSTR1_SHEETS, gstr1Csv, gstr1RowCount, type Gstr1SheetName } from '../gstr1-sheets';
import { BillingOnly } from './BillingOnly';

/** The month before `today`'s, 'YYYY-MM': the one a GSTR-1 is filed for. */
export function previousMonth(today: string): string {
  const [year, month] = today.split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** What each sheet holds, in a few words (docs/decisions/112). */
const SHEET_LABELS: Record<Gstr1SheetName, string> = {
  b2b: 'Invoices to registered clients',
  b2cl: 'Large invoices to unregistered clients in other states',
  b2cs: 'Other supplies to unregistered clients, by state and rate',
  cdnr: 'Credit notes to registered clients',
  cdnur: 'Credit notes on large invoices to unregistered clients',
  'hsn(b2b)': 'HSN summary: registered clients',
  'hsn(b2c)': 'HSN summary: unregistered clients',
  docs: 'Documents issued',
};

/**
 * 'GST returns' (docs/product.md §16): a month's GSTR-1 as the GSTN offline tool's sheets, one CSV file each, for the
 * agency's accountant to import; admins and accounts only.
 */
export function GstReturnsScreen({ canRead }: { canRead: boolean }) {
  const [month, setMonth] = useState(() => previousMonth(indiaDayAndTime(new Date()).day));
  const gstr1 = useGstr1(`${month}-01`, canRead && month !== '');
  if (!canRead) return <BillingOnly title="GST returns" readers="Admins and accounts" what="GST returns" />;

  function body() {
    if (month === '') return null;
    if (gstr1.isPending) return <LoadingText text="Loading the return..." />;
    if (gstr1.isError) return <ErrorBanner message={describeDbError(gstr1.error)} onRetry={() => void gstr1.refetch()} />;
    return <Sheets gstr1={gstr1.data} month={month} />;
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader title="GST returns" description="A month's GSTR-1 as the GSTN offline tool's sheets, from the issued invoices and credit notes." />
      <label className="block max-w-xs text-sm font-medium text-slate-800">
        Month of the return
        <input type="month" value={month} onChange={(event) => setMonth(event.target.value)} className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2" />
      </label>
      {body()}
    </div>
  );
}

function Sheets({ gstr1, month }: { gstr1: Gstr1; month: string }) {
  return (
    <section aria-label="Sheets" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <p className="text-sm text-slate-600">
        Import each file into the offline tool's section of the same name. Cancelled invoices are counted in docs only.
        {gstr1.b2cl_limit_paise !== null && ` Invoices to unregistered clients in another state above ${formatPaise(gstr1.b2cl_limit_paise)} go in b2cl.`}
      </p>
      <ul className="divide-y divide-slate-200">
        {GSTR1_SHEET_NAMES.map((name) => {
          const rows = gstr1RowCount(gstr1, name);
          const file = `gstr1-${month}-${GSTR1_SHEETS[name].file}.csv`;
          return (
            <li key={name} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium text-slate-900">{name}</p>
                <p className="text-sm text-slate-600">
                  {SHEET_LABELS[name]}: {rows === 0 ? 'none this month' : `${rows} ${rows === 1 ? 'row' : 'rows'}`}
                </p>
              </div>
              {/* No byte order mark: the offline tool matches the first header as it is. */}
              <Button variant="secondary" onClick={() => downloadFile(file, [gstr1Csv(gstr1, name)], 'text/csv;charset=utf-8')} aria-label={`Download ${name} (${file})`}>
                <Download aria-hidden="true" className="size-4" />
                Download {name}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
