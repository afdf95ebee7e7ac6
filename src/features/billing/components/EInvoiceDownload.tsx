import { Download } from 'lucide-react';
import { Button } from '@/components/admin';
import { FormAlert } from '@/components/form';
import { downloadFile } from '@/lib/download-file';
import type { InvoiceRecord } from '../api/invoice-types';
import { buildEInvoice } from '../e-invoice';

/**
 * 'Download e-invoice JSON' on an issued invoice to a registered client (docs/decisions/112): the invoice in the IRP's
 * schema, to upload to the Invoice Registration Portal; the IRN it gives is then recorded below (docs/decisions/110).
 */
export function EInvoiceDownload({ invoice }: { invoice: InvoiceRecord }) {
  const built = buildEInvoice(invoice);
  const file = `e-invoice-${(invoice.number ?? '').replaceAll('/', '-')}.json`;
  return (
    <section aria-label="E-invoice JSON" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">E-invoice JSON</h2>
      {built.ok ? (
        <>
          <p className="text-sm text-slate-600">Upload this file to the Invoice Registration Portal (IRP), then record the IRN, acknowledgement number and date it gives below.</p>
          <Button variant="secondary" onClick={() => downloadFile(file, [JSON.stringify(built.einvoice, null, 2)], 'application/json')}>
            <Download aria-hidden="true" className="size-4" />
            Download e-invoice JSON
          </Button>
        </>
      ) : (
        <FormAlert tone="error" title="No e-invoice JSON">
          {built.reason}
        </FormAlert>
      )}
    </section>
  );
}
