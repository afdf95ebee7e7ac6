import { Mail } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader, Button, ErrorBanner, LoadingText } from '@/components/admin';
import { PrintButton } from '@/components/document/PrintButton';
import { TextField } from '@/components/form';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { dayName } from '@/lib/day-names';
import { describeDbError } from '@/lib/db-errors';
import { indiaDayAndTime } from '@/lib/india-time';
import { formatPaise } from '@/lib/numbers';
import type { EmailOutcome } from '@/lib/staff-functions';
import { useStatement } from '../api/fetch-statement';
import { useSendStatement } from '../api/send-statement';
import type { Statement, StatementEntry } from '../api/receivable-types';
import { BillingOnly } from './BillingOnly';

/** The first day of the financial year (1 April) that `day` falls in. */
export function financialYearStart(day: string): string {
  const year = Number(day.slice(0, 4));
  return `${Number(day.slice(5, 7)) < 4 ? year - 1 : year}-04-01`;
}

const amountCell = 'py-2 pr-3 text-right tabular-nums';

/** What the balance at the end says: owed, nothing, or owed to the client. */
function closingSentence(statement: Statement): string {
  const on = dayName(statement.to);
  if (statement.closing_paise > 0) return `${statement.customer.name} owes ${formatPaise(statement.closing_paise)} on ${on}.`;
  if (statement.closing_paise < 0) return `We owe ${statement.customer.name} ${formatPaise(-statement.closing_paise)} on ${on}.`;
  return `Nothing is owed on ${on}.`;
}

/**
 * A customer's statement of account (docs/product.md §16, Statements): for a period (this financial year by default),
 * the balance brought forward, each invoice, payment, TDS and credit note with the running balance, and what is owed
 * at the end; it prints on A4 and is e-mailed to the client's contact.
 */
export function StatementScreen({ customer, canRead }: { customer: string; canRead: boolean }) {
  const today = indiaDayAndTime(new Date()).day;
  const [from, setFrom] = useState(financialYearStart(today));
  const [to, setTo] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const statement = useStatement(customer, valid ? from : today, valid ? to : today, canRead);
  if (!canRead) return <BillingOnly title="Statement of account" />;
  const data = statement.data;
  return (
    <div className="space-y-6">
      <AdminPageHeader title="Statement of account" description={data ? data.customer.name : undefined} />
      <div className="flex flex-wrap items-end gap-4" data-print-hide>
        <TextField label="From" type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} error={valid ? undefined : 'Give a period whose first day comes before its last.'} />
        <TextField label="To" type="date" value={to} min={from} max={today} onChange={(event) => setTo(event.target.value)} />
        <PrintButton />
        {valid && <SendStatement customer={customer} from={from} to={to} />}
      </div>
      {statement.isPending ? (
        <LoadingText text="Loading statement..." />
      ) : statement.isError ? (
        <ErrorBanner message={describeDbError(statement.error)} onRetry={() => void statement.refetch()} />
      ) : !data ? (
        <p className="text-slate-700">There is no such customer.</p>
      ) : (
        <StatementTable statement={data} />
      )}
    </div>
  );
}

/** What became of the statement's e-mail, in words. */
const SENT: Record<EmailOutcome, string> = {
  sent: "The statement was e-mailed to the client's contact.",
  not_configured: 'E-mail is not set up here, so the message was kept, not sent: print the statement and send it yourself.',
  failed: 'The e-mail could not be sent: print the statement and send it yourself.',
  no_contact: 'The client has no contact with an e-mail address: print the statement and send it yourself.',
};

function SendStatement({ customer, from, to }: { customer: string; from: string; to: string }) {
  const send = useSendStatement();
  return (
    <>
      <Button variant="secondary" onClick={() => send.mutate({ customer, from, to })} disabled={send.isPending} aria-busy={send.isPending || undefined}>
        <Mail aria-hidden="true" className="size-4" />
        {send.isPending ? 'Sending...' : 'E-mail to the client'}
      </Button>
      <p role="status" className="w-full text-sm text-slate-800">
        {send.data && SENT[send.data.email]}
        {send.isError && describeDbError(send.error)}
      </p>
    </>
  );
}

function StatementTable({ statement }: { statement: Statement }) {
  return (
    <section aria-label="Statement" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <p className="text-sm text-slate-700">
        {statement.customer.name}
        {statement.customer.billing_address && <>, {statement.customer.billing_address}</>}
        {statement.customer.gstin && <> · GSTIN {statement.customer.gstin}</>}
        <br />
        {dayName(statement.from)} to {dayName(statement.to)}
      </p>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Statement entries">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3">Date</th>
              <th scope="col" className="py-2 pr-3">Document</th>
              <th scope="col" className="py-2 pr-3">Details</th>
              <th scope="col" className="py-2 pr-3 text-right">Owed</th>
              <th scope="col" className="py-2 pr-3 text-right">Paid or credited</th>
              <th scope="col" className="py-2 pr-3 text-right">Balance</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            <tr>
              <td className="py-2 pr-3">{dayName(statement.from)}</td>
              <td className="py-2 pr-3" />
              <td className="py-2 pr-3">Balance brought forward</td>
              <td className={amountCell} />
              <td className={amountCell} />
              <td className={amountCell}>{formatPaise(statement.opening_paise)}</td>
            </tr>
            {statement.entries.map((entry) => (
              <EntryRow key={`${entry.kind}-${entry.document_id}`} entry={entry} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-right text-base font-semibold text-slate-900">{closingSentence(statement)}</p>
    </section>
  );
}

function EntryRow({ entry }: { entry: StatementEntry }) {
  return (
    <tr>
      <td className="py-2 pr-3 whitespace-nowrap">{dayName(entry.day)}</td>
      <td className="py-2 pr-3 font-mono text-xs whitespace-nowrap">
        {entry.kind === 'invoice' ? (
          <Link to={paths.admin.invoiceScreen(entry.document_id)} className="text-brand-700 underline hover:text-brand-800">
            {entry.number}
          </Link>
        ) : (
          entry.number
        )}
      </td>
      <td className="py-2 pr-3">
        {entry.description}
        {entry.due_on && <span className="block text-xs text-slate-600">Due by {dayName(entry.due_on)}</span>}
      </td>
      <td className={amountCell}>{entry.owed > 0 ? formatPaise(entry.owed) : ''}</td>
      <td className={amountCell}>{entry.paid > 0 ? formatPaise(entry.paid) : ''}</td>
      <td className={amountCell}>{formatPaise(entry.balance_paise)}</td>
    </tr>
  );
}
