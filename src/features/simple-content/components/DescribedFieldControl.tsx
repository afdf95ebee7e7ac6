import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, SelectOptions, TextAreaField, TextField } from '@/components/form';
import type { DescribedField } from '@/lib/content-description';

type DescribedFieldControlProps = { field: DescribedField; registered: UseFormRegisterReturn; error?: string };

/** One described field as its control: a line, paragraphs, an address, a choice or a day (docs/decisions/102). */
export function DescribedFieldControl({ field, registered, error }: DescribedFieldControlProps) {
  const common = { label: field.label, hint: field.hint, placeholder: field.placeholder, error, ...registered };
  switch (field.kind) {
    case 'text':
      return <TextField required={Boolean(field.required)} limit={field.max} {...common} />;
    case 'slug':
      return <TextField required autoComplete="off" spellCheck={false} limit={field.max} {...common} />;
    case 'textarea':
      return <TextAreaField required={Boolean(field.required)} rows={field.rows ?? 6} limit={field.max} {...common} />;
    case 'choice':
      return (
        <SelectField required {...common}>
          <SelectOptions options={field.options} />
        </SelectField>
      );
    case 'date':
      return <TextField type="date" {...common} />;
  }
}
