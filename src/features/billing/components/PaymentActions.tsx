import { useState, type FormEvent } from 'react';
import { Button, ReasonForm } from '@/components/admin';
import { FormAlert, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import type { InvoicePayment } from '../api/payment-types';
import { useRecordTdsCertificate } from '../api/record-tds-certificate';
import { useVoidReceipt } from '../api/void-receipt';
import { REFERENCE_MAX } from '../schemas';

const REASON_MAX = 500;
const disclosure = 'text-sm font-semibold text-brand-700 hover:text-brand-800 cursor-pointer';

/**
 * What admins and accounts do to a recorded payment (docs/product.md §16, Payments): void it with a reason (a cheque
 * returned unpaid), and note the client's TDS certificate for its deduction when it comes.
 */
export function PaymentActions({ receipt }: { receipt: InvoicePayment['receipts'] }) {
  return (
    <div className="w-full space-y-2">
      {receipt.tds_paise > 0 && !receipt.tds_certificate && (
        <details>
          <summary className={disclosure}>Add the TDS certificate</summary>
          <CertificateForm receipt={receipt} />
        </details>
      )}
      <details>
        <summary className={disclosure}>Void this payment</summary>
        <VoidPayment receipt={receipt} />
      </details>
    </div>
  );
}

function VoidPayment({ receipt }: { receipt: InvoicePayment['receipts'] }) {
  const voiding = useVoidReceipt();
  return (
    <ReasonForm
      title={`Void payment ${receipt.number}`}
      headingLevel={3}
      intro="For a cheque returned unpaid or a payment entered twice: what it settled is owed again."
      label="Why is it voided?"
      limit={REASON_MAX}
      required="Say why the payment is voided."
      question={{ text: `Void payment ${receipt.number}? What it settled is owed again, and its number stays used.`, title: 'Void this payment?', confirmLabel: 'Void payment', cancelLabel: 'Keep it' }}
      action={{ label: 'Void payment', pending: 'Voiding...', failed: 'The payment was not voided' }}
      pending={voiding.isPending}
      error={voiding.error}
      onSubmit={(reason) => voiding.mutate({ receipt: receipt.id, reason })}
    />
  );
}

function CertificateForm({ receipt }: { receipt: InvoicePayment['receipts'] }) {
  const save = useRecordTdsCertificate();
  const [certificate, setCertificate] = useState('');
  const [issuedOn, setIssuedOn] = useState('');
  const [problems, setProblems] = useState<{ certificate?: string; issuedOn?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = { certificate: certificate.trim() ? undefined : "Give the certificate's number.", issuedOn: issuedOn ? undefined : "Give the certificate's date." };
    setProblems(found);
    if (found.certificate || found.issuedOn) return;
    save.mutate({ receipt: receipt.id, certificate: certificate.trim(), issued_on: issuedOn });
  }

  return (
    <form noValidate aria-label={`TDS certificate of ${receipt.number}`} onSubmit={submit} className="mt-2 grid gap-3 sm:grid-cols-3 sm:items-end">
      {save.isError && (
        <div className="sm:col-span-3">
          <FormAlert tone="error" title="The certificate was not saved">
            {describeDbError(save.error)}
          </FormAlert>
        </div>
      )}
      <TextField label="Certificate number (Form 16A)" required limit={REFERENCE_MAX} value={certificate} error={problems.certificate} onChange={(event) => setCertificate(event.target.value)} />
      <TextField label="Certificate date" type="date" required value={issuedOn} error={problems.issuedOn} onChange={(event) => setIssuedOn(event.target.value)} />
      <Button type="submit" variant="secondary" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {save.isPending ? 'Saving...' : 'Save certificate'}
      </Button>
    </form>
  );
}
