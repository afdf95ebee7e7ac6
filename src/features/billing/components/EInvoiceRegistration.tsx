import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Button } from '@/components/admin';
import { FormAlert, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { useRecordIrn } from '../api/record-irn';

/** What the IRP answers for a registered e-invoice, as typed from its portal (record_irn checks the same). */
const irnSchema = v.object({
  irn: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[0-9a-f]{64}$/, 'An IRN is 64 characters, 0 to 9 and a to f, as the IRP gives it.')),
  ack_no: v.pipe(v.string(), v.trim(), v.regex(/^[0-9]{10,20}$/, 'Give the acknowledgement number as the IRP gives it: digits only.')),
  ack_at: v.pipe(v.string(), v.minLength(1, "Give the acknowledgement's date and time.")),
});

type IrnValues = v.InferInput<typeof irnSchema>;

/**
 * 'E-invoice registration' on an issued invoice (docs/product.md §16; docs/decisions/110): for an agency over the
 * e-invoicing threshold, the IRN, acknowledgement number and time the Invoice Registration Portal gave, recorded once;
 * they then print on the invoice.
 */
export function EInvoiceRegistration({ invoice }: { invoice: string }) {
  const record = useRecordIrn();
  const { register, handleSubmit, formState: { errors } } = useForm<IrnValues, unknown, v.InferOutput<typeof irnSchema>>({
    resolver: valibotResolver(irnSchema),
    defaultValues: { irn: '', ack_no: '', ack_at: '' },
  });
  return (
    <form
      noValidate
      aria-label="E-invoice registration"
      // The time typed is India's (the IRP's): +05:30 makes it the moment it was.
      onSubmit={handleSubmit((values) => record.mutate({ invoice, irn: values.irn, ack_no: values.ack_no, ack_at: `${values.ack_at}:00+05:30` }))}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-semibold text-slate-900">E-invoice registration</h2>
      <p className="text-sm text-slate-600">Above the e-invoicing threshold, register the invoice on the IRP, then note what it gave here, once: it prints on the invoice.</p>
      {record.isError && (
        <FormAlert tone="error" title="The registration was not recorded">
          {describeDbError(record.error)}
        </FormAlert>
      )}
      <TextField label="IRN" required error={errors.irn?.message} {...register('irn')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Ack. No." required inputMode="numeric" error={errors.ack_no?.message} {...register('ack_no')} />
        <TextField label="Ack. date and time (India)" type="datetime-local" required error={errors.ack_at?.message} {...register('ack_at')} />
      </div>
      <Button type="submit" variant="secondary" disabled={record.isPending} aria-busy={record.isPending || undefined}>
        {record.isPending ? 'Recording...' : 'Record registration'}
      </Button>
    </form>
  );
}
