import { Link2, Mail, Send, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { AdminPageHeader, Button, ErrorBanner, LoadingText, ReasonForm } from '@/components/admin';
import { ShareableLink } from '@/components/admin/ShareableLink';
import { useDialogs } from '@/components/dialog';
import { FormAlert } from '@/components/form';
import { paths } from '@/config/paths';
import { InvoiceDocument, type InvoiceDocumentData } from '@/features/invoice-page';
import { indiaMomentName, rangeName } from '@/lib/day-names';
import { describeDbError } from '@/lib/db-errors';
import { formatIndianNumber, formatPaise } from '@/lib/numbers';
import { WhatsAppSends } from '@/features/whatsapp/admin';
import { EMAIL_OUTCOME, WHATSAPP_OUTCOME } from '@/lib/staff-functions';
import { useCancelInvoice } from '../api/cancel-invoice';
import { useDiscardInvoice } from '../api/discard-invoice';
import { useInvoice } from '../api/fetch-invoice';
import type { InvoiceRecord } from '../api/invoice-types';
import { useIssueInvoice } from '../api/issue-invoice';
import { useSendInvoice } from '../api/send-invoice';
import { useShareInvoice } from '../api/share-invoice';
import { BillingOnly } from './BillingOnly';
import { CreditNotesPanel } from './CreditNotesPanel';
import { EInvoiceDownload } from './EInvoiceDownload';
import { EInvoiceRegistration } from './EInvoiceRegistration';
import { InvoicePaymentsPanel } from './InvoicePaymentsPanel';
import { InvoiceRemindersPanel } from './InvoiceRemindersPanel';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

const REASON_LIMIT = 500;

/**
 * One invoice (docs/product.md §16): a draft with its lines and totals, to issue or discard; an issued invoice as its
 * client sees it, with 'Share with the client', 'Cancel the invoice', its payments, credit notes and payment reminders; a cancelled one with why. Only admins and
 * accounts act; sales read.
 */
export function InvoiceScreen({ id, canBill, canRead }: { id: string; canBill: boolean; canRead: boolean }) {
  const invoice = useInvoice(id);
  if (!canRead) return <BillingOnly title="Invoice" />;
  if (invoice.isPending) return <LoadingText text="Loading invoice..." />;
  if (invoice.isError) return <ErrorBanner message={describeDbError(invoice.error)} onRetry={() => void invoice.refetch()} />;
  if (!invoice.data) return <AdminPageHeader title="Invoice not found" description="It was discarded, or the address is wrong." />;
  const record = invoice.data;
  return (
    <div className="space-y-6">
      {/* Printed from here, an invoice is the document alone (src/index.css). */}
      <div data-print-hide className="space-y-6">
        <AdminPageHeader
          title={record.number ? `Invoice ${record.number}` : 'Draft invoice'}
          description={`${record.campaign.reference} · ${record.campaign.title} · ${rangeName(record.period_from, record.period_to)}`}
        />
        <p>
          <InvoiceStatusBadge status={record.status} />
        </p>
      </div>
      {record.status === 'draft' ? <Draft record={record} canBill={canBill} /> : <Issued record={record} canBill={canBill} />}
    </div>
  );
}

function Draft({ record, canBill }: { record: InvoiceRecord; canBill: boolean }) {
  const issue = useIssueInvoice();
  const discard = useDiscardInvoice();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const intra = record.igst_paise === 0;

  async function issueIt() {
    const sure = await confirm('It takes the next number of this financial year, is dated today, and from then on can only be cancelled, never changed.', {
      title: 'Issue this invoice?',
      confirmLabel: 'Issue invoice',
      cancelLabel: 'Not yet',
    });
    if (sure) issue.mutate(record.id);
  }
  async function discardIt() {
    const sure = await confirm('The draft has no number: nothing is lost from the series.', { title: 'Discard this draft?', confirmLabel: 'Discard draft', cancelLabel: 'Keep it' });
    if (sure) discard.mutate(record.id, { onSuccess: () => void navigate(paths.admin.invoices) });
  }

  return (
    <section aria-label="Draft" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <p className="text-sm text-slate-700">
        A draft has no number. Place of supply: {record.place_of_supply.name} ({record.place_of_supply.code}); taxed on today's rates, and again on the day it is issued.
      </p>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Draft lines">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3">Description</th>
              <th scope="col" className="py-2 pr-3">SAC/HSN</th>
              <th scope="col" className="py-2 pr-3 text-right">Quantity</th>
              <th scope="col" className="py-2 pr-3 text-right">Taxable value</th>
              <th scope="col" className="py-2 text-right">{intra ? 'CGST + SGST' : 'IGST'}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {record.lines.map((line) => (
              <tr key={line.position}>
                <td className="py-2 pr-3">{line.description}</td>
                <td className="py-2 pr-3">{line.code}</td>
                <td className="py-2 pr-3 text-right">
                  {formatIndianNumber(line.quantity)} {line.unit === 'month' ? 'months' : 'sq ft'}
                </td>
                <td className="py-2 pr-3 text-right">{formatPaise(line.taxable_paise)}</td>
                <td className="py-2 text-right">
                  {formatIndianNumber(line.tax_percent)}%: {formatPaise(line.cgst_paise + line.sgst_paise + line.igst_paise)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-right font-semibold text-slate-900">Total {formatPaise(record.total_paise)}</p>
      {(issue.error || discard.error) && (
        <FormAlert tone="error" title={issue.error ? 'The invoice was not issued' : 'The draft was not discarded'}>
          {describeDbError(issue.error ?? discard.error)}
        </FormAlert>
      )}
      {canBill && (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void issueIt()} disabled={issue.isPending} aria-busy={issue.isPending || undefined}>
            <Send aria-hidden="true" className="size-4" />
            {issue.isPending ? 'Issuing...' : 'Issue invoice'}
          </Button>
          <Button variant="secondary" onClick={() => void discardIt()} disabled={discard.isPending}>
            <Trash2 aria-hidden="true" className="size-4" />
            Discard draft
          </Button>
        </div>
      )}
    </section>
  );
}

function Issued({ record, canBill }: { record: InvoiceRecord; canBill: boolean }) {
  return (
    <>
      {record.cancelled && (
        <p role="status" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          Cancelled {indiaMomentName(record.cancelled.at)}: {record.cancelled.reason}
        </p>
      )}
      {record.status === 'issued' && (
        <div data-print-hide className="space-y-6">
          {canBill && (
            <div className="grid gap-4 lg:grid-cols-2">
              <ShareInvoice id={record.id} number={record.number ?? ''} />
              <WhatsAppSends on={{ invoice: record.id }} />
              <CancelInvoice id={record.id} number={record.number ?? ''} />
              {/* An e-invoice is for a registered client (docs/decisions/112). */}
              {!record.irn && record.recipient?.gstin && <EInvoiceDownload invoice={record} />}
              {!record.irn && <EInvoiceRegistration invoice={record.id} />}
            </div>
          )}
          <InvoicePaymentsPanel id={record.id} canBill={canBill} />
          <CreditNotesPanel id={record.id} canBill={canBill} />
        </div>
      )}
      <div data-print-hide>
        <InvoiceRemindersPanel id={record.id} />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <InvoiceDocument withinScreen invoice={{ ...(record as unknown as InvoiceDocumentData), state: 'open', status: 'issued' }} />
      </div>
    </>
  );
}

function ShareInvoice({ id, number }: { id: string; number: string }) {
  const send = useSendInvoice();
  const share = useShareInvoice();
  const error = send.error ?? share.error;
  const busy = send.isPending || share.isPending;
  return (
    <section aria-label="Share with the client" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Share with the client</h2>
      <p className="text-sm text-slate-600">
        'Send to the client' e-mails a link to the campaign's contact with the amount and due day; 'Make a link' only makes one for you to send. Either is shown once here.
      </p>
      {error && (
        <FormAlert tone="error" title={send.error ? 'The invoice was not sent' : 'No link was made'}>
          {describeDbError(error)}
        </FormAlert>
      )}
      {send.data || share.data ? (
        <div role="status" className="space-y-2">
          {send.data && (
            <p className="text-sm">
              <strong>Invoice {number} sent.</strong> {EMAIL_OUTCOME[send.data.email]} {WHATSAPP_OUTCOME[send.data.whatsapp]}
            </p>
          )}
          <ShareableLink id="invoice-link" label="Link for the client" url={send.data?.url ?? share.data ?? ''} />
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => send.mutate(id)} disabled={busy} aria-busy={send.isPending || undefined}>
            <Mail aria-hidden="true" className="size-4" />
            {send.isPending ? 'Sending...' : 'Send to the client'}
          </Button>
          <Button variant="secondary" onClick={() => share.mutate(id)} disabled={busy} aria-busy={share.isPending || undefined}>
            <Link2 aria-hidden="true" className="size-4" />
            {share.isPending ? 'Making the link...' : 'Make a link'}
          </Button>
        </div>
      )}
    </section>
  );
}

function CancelInvoice({ id, number }: { id: string; number: string }) {
  const cancel = useCancelInvoice();
  return (
    <ReasonForm
      title="Cancel the invoice"
      label="Why is it cancelled?"
      limit={REASON_LIMIT}
      required="Say why the invoice is cancelled."
      question={{
        text: `Cancel invoice ${number}? Its number stays used and its links stop working. This cannot be undone.`,
        title: 'Cancel this invoice?',
        confirmLabel: 'Cancel invoice',
        cancelLabel: 'Keep it',
      }}
      action={{ label: 'Cancel invoice', pending: 'Cancelling...', failed: 'The invoice was not cancelled' }}
      pending={cancel.isPending}
      error={cancel.error}
      onSubmit={(reason) => cancel.mutate({ invoice: id, reason })}
    />
  );
}
