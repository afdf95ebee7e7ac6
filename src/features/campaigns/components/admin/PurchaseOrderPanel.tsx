import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Button, OpenPrivateFile } from '@/components/admin';
import { FormAlert, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { dayName } from '@/lib/day-names';
import { indiaDayAndTime } from '@/lib/india-time';
import { purchaseOrderLink } from '../../api/purchase-order-link';
import { useRecordPurchaseOrder } from '../../api/record-purchase-order';
import { PO_FILE_MAX_BYTES, PO_FILE_TYPES } from '../../api/upload-purchase-order';
import type { Campaign } from '../../api/campaign-types';
import { ConfirmationResult } from './ConfirmationResult';

const PO_NUMBER_MAX = 40;

/** The client's purchase order as the panel takes it; record_purchase_order checks the same. */
const purchaseOrderSchema = v.object({
  po_number: v.pipe(v.string(), v.trim(), v.minLength(1, "Give the purchase order's number."), v.maxLength(PO_NUMBER_MAX, `Use at most ${PO_NUMBER_MAX} characters`)),
  po_date: v.pipe(v.string(), v.isoDate("Give the purchase order's date.")),
});

type PurchaseOrderValues = v.InferInput<typeof purchaseOrderSchema>;

/** What is wrong with a chosen PO file, in words; null when the bucket takes it. */
function fileProblem(file: File | null): string | null {
  if (!file) return null;
  if (!PO_FILE_TYPES[file.type]) return 'Choose a PDF, JPEG or PNG of the purchase order.';
  return file.size > PO_FILE_MAX_BYTES ? 'The file is over 10 MB: scan it smaller, or as a PDF.' : null;
}

/**
 * 'Client's purchase order' on an accepted campaign (docs/product.md §13): its number, date and file, noted by sales,
 * admins or accounts; the invoices issued afterwards carry them, as clients' accounts departments ask, and a campaign
 * that waited for it is confirmed (docs/decisions/114), with what that booked.
 */
export function PurchaseOrderPanel({ campaign }: { campaign: Pick<Campaign, 'id' | 'status' | 'po_number' | 'po_date' | 'po_path'> }) {
  const record = useRecordPurchaseOrder();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const today = indiaDayAndTime(new Date()).day;
  const { register, handleSubmit, formState: { errors } } = useForm<PurchaseOrderValues, unknown, v.InferOutput<typeof purchaseOrderSchema>>({
    resolver: valibotResolver(purchaseOrderSchema),
    defaultValues: { po_number: campaign.po_number ?? '', po_date: campaign.po_date ?? '' },
  });
  return (
    <form
      noValidate
      aria-label="Client's purchase order"
      onSubmit={handleSubmit((values) => {
        const problem = fileProblem(file);
        setFileError(problem);
        if (!problem) record.mutate({ campaign: campaign.id, ...values, file }, { onSuccess: () => setFile(null) });
      })}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-semibold text-slate-900">Client's purchase order</h2>
      <p className="text-sm text-slate-600">
        {campaign.po_number && campaign.po_date
          ? `PO ${campaign.po_number} of ${dayName(campaign.po_date)}: the invoices issued from now on carry it.`
          : campaign.status === 'accepted'
            ? 'Note the PO the client sent: it confirms the bookings, and the invoices issued afterwards carry its number and date.'
            : 'Note the PO the client sent: the invoices issued afterwards carry its number and date.'}
      </p>
      {record.isError && (
        <FormAlert tone="error" title="The purchase order was not saved">
          {describeDbError(record.error)}
        </FormAlert>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="PO number" required limit={PO_NUMBER_MAX} error={errors.po_number?.message} {...register('po_number')} />
        <TextField label="PO date" type="date" required max={today} error={errors.po_date?.message} {...register('po_date')} />
        <TextField
          label="PO file"
          type="file"
          accept={Object.keys(PO_FILE_TYPES).join(',')}
          hint={campaign.po_path ? 'PDF, JPEG or PNG, up to 10 MB: a new file replaces the one kept.' : 'PDF, JPEG or PNG, up to 10 MB.'}
          error={fileError ?? undefined}
          className="sm:col-span-2"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      {record.data && <ConfirmationResult result={record.data} />}
      {campaign.po_path && <OpenPrivateFile label="Open the PO file" link={() => purchaseOrderLink(campaign.po_path ?? '')} />}
      <Button type="submit" variant="secondary" disabled={record.isPending} aria-busy={record.isPending || undefined}>
        {record.isPending ? 'Saving...' : 'Save purchase order'}
      </Button>
    </form>
  );
}
