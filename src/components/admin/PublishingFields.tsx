import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, SelectOptions, TextField } from '@/components/form';

const statusOptions = [
  { value: 'draft', label: 'Draft (only staff can see it)' },
  { value: 'published', label: 'Published' },
];

type PublishingField = 'status' | 'published_at' | 'publish_time';

type PublishingFieldsProps = {
  /** Each field's `register(name)` from the form (docs/product.md §10, Publishing workflow). */
  fields: Record<PublishingField, UseFormRegisterReturn>;
  errors: Partial<Record<PublishingField, { message?: string }>>;
};

/** Status plus the publish date and time (India time): a published row with a future moment is scheduled. */
export function PublishingFields({ fields, errors }: PublishingFieldsProps) {
  return (
    <fieldset className="grid gap-6 rounded-lg border border-slate-200 p-4 md:grid-cols-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">Publishing</legend>
      <SelectField label="Status" required error={errors.status?.message} {...fields.status}>
        <SelectOptions options={statusOptions} />
      </SelectField>
      <TextField label="Published Date" required type="date" error={errors.published_at?.message} {...fields.published_at} />
      <TextField
        label="Publish Time"
        required
        type="time"
        hint="India time (IST). A future date and time schedules it: visitors see it from then on."
        error={errors.publish_time?.message}
        {...fields.publish_time}
      />
    </fieldset>
  );
}
