import { dayName } from '@/lib/day-names';
import { formatIndianNumber, formatPaise } from '@/lib/numbers';
import type { InvoiceCreditNote } from '../types';

type Props = { notes: InvoiceCreditNote[]; invoice: { number: string; invoice_date: string }; intra: boolean; Section: 'h2' | 'h3' };

/**
 * The credit notes issued against the invoice, under it (docs/decisions/107; rule 53 of the CGST Rules): each with its
 * number and day, the invoice it credits, why, and what it takes back from each line with its tax.
 */
export function CreditNotes({ notes, invoice, intra, Section }: Props) {
  if (notes.length === 0) return null;
  return (
    <div className="mt-10 space-y-8 border-t-2 border-slate-300 pt-6">
      {notes.map((note) => (
        <section key={note.number} aria-label={`Credit note ${note.number}`} className="break-inside-avoid space-y-3">
          <Section className="text-xl font-bold text-slate-900">Credit note {note.number}</Section>
          <p className="text-sm text-slate-800">
            Dated {dayName(note.note_date)}, against tax invoice {invoice.number} of {dayName(invoice.invoice_date)}. Reason: {note.reason}
          </p>
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Lines of credit note ${note.number}`}>
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">Description</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">SAC/HSN</th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">Taxable value</th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">GST</th>
                  <th scope="col" className="py-2 text-right font-semibold">{intra ? 'CGST + SGST' : 'IGST'}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {note.lines.map((line) => (
                  <tr key={line.description} className="align-top">
                    <td className="py-2 pr-3 text-slate-900">{line.description}</td>
                    <td className="py-2 pr-3 text-slate-800">{line.code}</td>
                    <td className="py-2 pr-3 text-right whitespace-nowrap">{formatPaise(line.taxable_paise)}</td>
                    <td className="py-2 pr-3 text-right">{formatIndianNumber(line.tax_percent)}%</td>
                    <td className="py-2 text-right whitespace-nowrap">{intra ? `${formatPaise(line.cgst_paise)} + ${formatPaise(line.sgst_paise)}` : formatPaise(line.igst_paise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-right text-sm font-semibold text-slate-900">Total credited {formatPaise(note.total_paise)}</p>
        </section>
      ))}
    </div>
  );
}
