import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Button, ErrorBanner } from '@/components/admin';
import { SelectField, SelectOptions, TextAreaField, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { fieldLimits } from '@/lib/form-rules';
import { useSaveBooking, type SiteBooking } from '../../api/site-bookings';
import { bookingSchema, type BookingFormValues, type BookingPayload } from '../../schemas';

const kindOptions = [
  { value: 'hold', label: 'Hold (not yet confirmed)' },
  { value: 'confirmed', label: 'Confirmed booking' },
];
const limits = fieldLimits(bookingSchema);

const defaults = (booking?: SiteBooking): BookingFormValues => ({
  starts_on: booking?.starts_on ?? '',
  ends_on: booking?.ends_on ?? '',
  kind: (booking?.kind as BookingFormValues['kind'] | undefined) ?? 'hold',
  client_name: booking?.client_name ?? '',
  note: booking?.note ?? '',
});

type Props = { siteId: string; booking?: SiteBooking; onDone: () => void };

/**
 * Add a hold or confirmed booking to a site, or change one (docs/product.md §2, Sites). Both days are
 * included; an overlap with a confirmed booking is refused by the database with one sentence.
 */
export function BookingForm({ siteId, booking, onDone }: Props) {
  const save = useSaveBooking();
  const { register, handleSubmit, formState: { errors } } = useForm<BookingFormValues, unknown, BookingPayload>({
    resolver: valibotResolver(bookingSchema),
    // With the default 'firstError' the resolver stops at the fields' first issue and the days' order, checked
    // after them, waits until they pass; 'all' shows every message at once (a field still shows its first).
    criteriaMode: 'all',
    defaultValues: defaults(booking),
  });
  const title = booking ? 'Change booking' : 'Add a booking';
  const submit = (values: BookingPayload) => save.mutate({ siteId, id: booking?.id, values }, { onSuccess: onDone });
  return (
    <form noValidate aria-label={title} onSubmit={handleSubmit(submit)} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {save.isError && <ErrorBanner message={describeDbError(save.error)} />}
      <div className="grid gap-4 md:grid-cols-3">
        <TextField label="First day" type="date" required error={errors.starts_on?.message} {...register('starts_on')} />
        <TextField label="Last day" type="date" required error={errors.ends_on?.message} {...register('ends_on')} />
        <SelectField label="Kind" required error={errors.kind?.message} {...register('kind')}>
          <SelectOptions options={kindOptions} />
        </SelectField>
        <TextField label="Client or campaign" required className="md:col-span-3" error={errors.client_name?.message} limit={limits.client_name} {...register('client_name')} />
        <TextAreaField label="Note" rows={2} className="md:col-span-3" error={errors.note?.message} limit={limits.note} {...register('note')} />
      </div>
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : booking ? 'Save booking' : 'Add booking'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
