import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Button, ErrorBanner } from '@/components/admin';
import { SelectField, SelectOptions, TextAreaField, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { fieldLimits } from '@/lib/form-rules';
import { BookingRefusal, useSaveBooking } from '../../api/save-booking';
import { type SiteBooking } from '../../api/booking-types';
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

type Props = { siteId: string; booking?: SiteBooking; isAdmin: boolean; onDone: () => void };

/**
 * Add a hold or confirmed booking to a site, or change one (docs/product.md §2, Sites). Both days are
 * included; a confirmed booking in the way, or another client's hold under a confirmation, is refused by the
 * database with a sentence that names it (decision 046). An admin may then confirm over that hold, naming its
 * client; the hold's owner is told.
 */
export function BookingForm({ siteId, booking, isAdmin, onDone }: Props) {
  const save = useSaveBooking();
  const { register, handleSubmit, formState: { errors } } = useForm<BookingFormValues, unknown, BookingPayload>({
    resolver: valibotResolver(bookingSchema),
    // With the default 'firstError' the resolver stops at the fields' first issue and the days' order, checked
    // after them, waits until they pass; 'all' shows every message at once (a field still shows its first).
    criteriaMode: 'all',
    defaultValues: defaults(booking),
  });
  const title = booking ? 'Change booking' : 'Add a booking';
  const submit = (values: BookingPayload, overridesHoldOf: string | null = null) =>
    save.mutate({ siteId, id: booking?.id, values: { ...values, overrides_hold_of: overridesHoldOf } }, { onSuccess: onDone });
  const heldFor = save.error instanceof BookingRefusal ? save.error.heldFor : null;
  return (
    <form noValidate aria-label={title} onSubmit={handleSubmit((values) => submit(values))} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {save.isError && <ErrorBanner message={save.error instanceof BookingRefusal ? save.error.message : describeDbError(save.error)} />}
      {heldFor && isAdmin && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>As an admin you may confirm over this hold. {heldFor}'s hold stays on the board, and whoever placed it is told.</p>
          <Button className="mt-2" variant="secondary" disabled={save.isPending} onClick={handleSubmit((values) => submit(values, heldFor))}>
            Confirm over the hold for {heldFor}
          </Button>
        </div>
      )}
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
