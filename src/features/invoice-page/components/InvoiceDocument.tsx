import { Fact } from '@/components/document/Fact';
import { PrintButton } from '@/components/document/PrintButton';
import { Letterhead } from '@/components/document/Letterhead';
import { dayName, indiaMomentName, rangeName } from '@/lib/day-names';
import { paiseInWords } from '@/lib/indian-words';
import { formatIndianNumber, formatPaise } from '@/lib/numbers';
import type { InvoiceDocumentData, InvoiceParty } from '../types';
import { CreditNotes } from './CreditNotes';

const SUPPLY: Record<InvoiceDocumentData['supply_kind'], string> = {
  space: 'Sale of advertising space (the right to use the sites)',
  service: 'Display of advertisements (a service)',
};

/** The document's own headings: h1 and h2 on the client's page, one level down inside a back-office screen. */
type Levels = { Title: 'h1' | 'h2'; Section: 'h2' | 'h3' };

function Party({ heading, party, Section }: { heading: string; party: InvoiceParty; Section: Levels['Section'] }) {
  return (
    <div>
      <Section className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{heading}</Section>
      <p className="mt-1 font-semibold text-slate-900">{party.name}</p>
      {party.address && <p className="text-sm whitespace-pre-line text-slate-800">{party.address}</p>}
      <p className="text-sm text-slate-800">
        {party.gstin ? `GSTIN ${party.gstin}` : 'Not registered for GST'}
        {party.state && ` · ${party.state} (${party.state_code})`}
      </p>
    </div>
  );
}

/**
 * A tax invoice as rule 46 of the CGST Rules asks (docs/decisions/104, docs/product.md §16): the supplier and the
 * recipient as they were on its day, its number and date, the place of supply with its state, reverse charge 'No', each
 * line with its SAC or HSN, taxable value, rate and tax, the totals and the total in words, the bank details and the
 * signatory. Every amount is the database's. Prints on A4 like a proposal (src/index.css).
 */
export function InvoiceDocument({ invoice, withinScreen = false }: { invoice: InvoiceDocumentData; withinScreen?: boolean }) {
  const { Title, Section }: Levels = withinScreen ? { Title: 'h2', Section: 'h3' } : { Title: 'h1', Section: 'h2' };
  const intra = invoice.igst_paise === 0;
  const { supplier } = invoice;
  return (
    <article data-print-page data-print-document aria-labelledby="invoice-heading" className="mx-auto max-w-5xl px-4 py-8 sm:py-10 print:max-w-none print:p-0">
      <Letterhead agency={{ gstin: supplier.gstin, pan: supplier.pan, logo: invoice.logo }} />
      <header className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <Title id="invoice-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl print:text-2xl">
            Tax invoice
          </Title>
          {/* On a line of its own: on a phone the heading broke the number in two. */}
          <p className="mt-1 text-xl font-semibold text-slate-900 print:text-lg">No. {invoice.number}</p>
          <p className="mt-2 text-slate-800">
            {invoice.campaign.title} ({invoice.campaign.reference}), {rangeName(invoice.period_from, invoice.period_to)}
          </p>
        </div>
        <PrintButton />
      </header>

      <dl className="mt-6 grid gap-x-8 sm:grid-cols-2">
        <Fact label="Invoice date">{dayName(invoice.invoice_date)}</Fact>
        <Fact label="Due by">{dayName(invoice.due_on)}</Fact>
        <Fact label="Place of supply">{`${invoice.place_of_supply.name} (${invoice.place_of_supply.code})`}</Fact>
        <Fact label="Reverse charge">{invoice.reverse_charge ? 'Yes' : 'No'}</Fact>
        <Fact label="Supply">{SUPPLY[invoice.supply_kind]}</Fact>
        {invoice.recipient.po_number && invoice.recipient.po_date && <Fact label="Your PO">{`${invoice.recipient.po_number} of ${dayName(invoice.recipient.po_date)}`}</Fact>}
        {invoice.irn && (
          <>
            <Fact label="IRN">
              <span className="font-mono text-xs [overflow-wrap:anywhere]">{invoice.irn.irn}</span>
            </Fact>
            <Fact label="Ack. No. and date">{`${invoice.irn.ack_no}, ${indiaMomentName(invoice.irn.ack_at)}`}</Fact>
          </>
        )}
      </dl>

      <div className="mt-6 grid gap-6 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 print:rounded-none">
        <Party heading="From" party={supplier} Section={Section} />
        <Party heading="Bill to" party={invoice.recipient} Section={Section} />
      </div>

      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className="mt-8 overflow-x-auto focus-visible:outline-2 focus-visible:outline-orange-500" tabIndex={0} role="region" aria-label="Invoice lines">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">What this invoice charges, line by line</caption>
          <thead className="border-b-2 border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Description
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                SAC/HSN
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Quantity
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Rate
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Taxable value
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                GST
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {intra ? 'CGST + SGST' : 'IGST'}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {invoice.lines.map((line) => (
              <tr key={line.position} className="align-top">
                <td className="py-2 pr-3 text-slate-900">{line.description}</td>
                <td className="py-2 pr-3 text-slate-800">{line.code}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap text-slate-800">
                  {formatIndianNumber(line.quantity)} {line.unit === 'month' ? (line.quantity === 1 ? 'month' : 'months') : 'sq ft'}
                </td>
                <td className="py-2 pr-3 text-right whitespace-nowrap text-slate-800">{formatPaise(line.rate_paise)}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap text-slate-900">{formatPaise(line.taxable_paise)}</td>
                <td className="py-2 pr-3 text-right text-slate-800">{formatIndianNumber(line.tax_percent)}%</td>
                <td className="py-2 text-right whitespace-nowrap text-slate-800">
                  {intra ? `${formatPaise(line.cgst_paise)} + ${formatPaise(line.sgst_paise)}` : formatPaise(line.igst_paise)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="mt-6 ml-auto max-w-sm text-sm">
        <Total label="Taxable value" paise={invoice.taxable_paise} />
        {intra ? (
          <>
            <Total label="CGST" paise={invoice.cgst_paise} />
            <Total label="SGST" paise={invoice.sgst_paise} />
          </>
        ) : (
          <Total label="IGST" paise={invoice.igst_paise} />
        )}
        <Total label="Total" paise={invoice.total_paise} strong />
      </dl>
      <p className="mt-3 text-right text-sm text-slate-800">
        <span className="font-medium">In words:</span> {paiseInWords(invoice.total_paise)}
      </p>

      <div className="mt-8 grid gap-6 border-t border-slate-200 pt-6 sm:grid-cols-2">
        <div className="text-sm text-slate-800">
          <Section className="font-semibold text-slate-900">Pay to</Section>
          {supplier.bank.account ? (
            <p>
              {supplier.name}
              <br />
              {supplier.bank.name}
              <br />
              Account {supplier.bank.account} · IFSC {supplier.bank.ifsc}
            </p>
          ) : (
            <p>Ask us for our bank details.</p>
          )}
        </div>
        <div className="text-sm text-slate-800 sm:text-right">
          <p>For {supplier.name}</p>
          <p className="mt-8 font-semibold text-slate-900">{supplier.signatory ?? 'Authorised signatory'}</p>
          <p>Authorised signatory</p>
        </div>
      </div>
      <CreditNotes notes={invoice.credit_notes} invoice={invoice} intra={intra} Section={Section} />
    </article>
  );
}

function Total({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'border-t-2 border-slate-300 text-base font-bold text-slate-900' : 'text-slate-800'}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{formatPaise(paise)}</dd>
    </div>
  );
}
