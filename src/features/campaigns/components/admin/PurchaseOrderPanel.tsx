import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Button } from '@/components/admin';
import { FormAlert, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { dayName } from '@/lib/day-names';
import { indiaDayAndTime } from '@/lib/india-time';
import { useRecordPurchaseOrder } from '../../api/record-purchase-order';
import type { Campaign } from '../../api/campaign-types';

const PO_NUMBER_MAX = 40;

/** The client's purchase order as the panel takes it; record_purchase_order checks the same. */
const purchaseOrderSchema = v.object({
  po_number: v.pipe(v.string(), v.trim(), v.minLength(1, "Give the purchase order's number."), v.maxLength(PO_NUMBER_MAX, `Use at most ${PO_NUMBER_MAX} characters`)),
  po_date: v.pipe(v.string(), v.isoDate("Give the purchase order's date.")),
});

type PurchaseOrderValues = v.InferInput<typeof purchaseOrderSchema>;

/**
 * 'Client's purchase order' on an accepted campaign (docs/product.md §13): its number and date, noted by sales, admins
 * or accounts; the invoices issued afterwards carry them, as clients' accounts departments ask.
 */
export function PurchaseOrderPanel({ campaign }: { campaign: Pick<Campaign, 'id' | 'po_number' | 'po_date'> }) {
  const record = useRecordPurchaseOrder();
  const today = indiaDayAndTime(new Date()).day;
  const { register, handleSubmit, formState: { errors } } = useForm<PurchaseOrderValues, unknown, v.InferOutput<typeof purchaseOrderSchema>>({
    resolver: valibotResolver(purchaseOrderSchema),
    defaultValues: { po_number: campaign.po_number ?? '', po_date: campaign.po_date ?? '' },
  });
  return (
    <form
      noValidate
      aria-label="Client's purchase order"
      onSubmit={handleSubmit((values) => record.mutate({ campaign: campaign.id, ...values }))}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-semibold text-slate-900">Client's purchase order</h2>
      <p className="text-sm text-slate-600">
        {campaign.po_number && campaign.po_date
          ? `PO ${campaign.po_number} of ${dayName(campaign.po_date)}: the invoices issued from now on carry it.`
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
      </div>
      <Button type="submit" variant="secondary" disabled={record.isPending} aria-busy={record.isPending || undefined}>
        {record.isPending ? 'Saving...' : 'Save purchase order'}
      </Button>
    </form>
  );
}
