import { useState } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/admin';
import { FormAlert, TextField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { useSaveCustomer } from '../../api/save-customer';
import { contactSchema } from '../../schemas';

const newCustomerSchema = v.object({ name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Company name is required'), v.maxLength(200, 'Use at most 200 characters')), contact: contactSchema });

type Created = { customerId: string; contactId: string | null };

/**
 * A customer made from the campaign form, without leaving it: the company and one contact. Not a nested form (a
 * form may not hold another): its own button checks and saves it. GSTIN and address are added on the customer's page.
 */
export function NewCustomerPanel({ onCreated, onCancel }: { onCreated: (created: Created) => void; onCancel: () => void }) {
  const save = useSaveCustomer();
  const [values, setValues] = useState({ name: '', contactName: '', designation: '', phone: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: keyof typeof values) => ({ value: values[name], onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })) });

  async function create() {
    const parsed = v.safeParse(newCustomerSchema, { name: values.name, contact: { name: values.contactName, designation: values.designation, phone: values.phone, email: values.email } });
    if (!parsed.success) {
      const flat = v.flatten<typeof newCustomerSchema>(parsed.issues).nested ?? {};
      setErrors(Object.fromEntries(Object.entries(flat).map(([path, messages]) => [path, messages?.[0] ?? ''])));
      return;
    }
    setErrors({});
    const { name, contact } = parsed.output;
    const saved = await save.mutateAsync({ values: { name }, contacts: [contact] }).catch(() => null);
    if (saved) onCreated({ customerId: saved.id, contactId: saved.contactIds[0] ?? null });
  }

  return (
    <div role="group" aria-label="New customer" className="space-y-4 rounded-lg border border-brand-200 bg-brand-50/40 p-4">
      <p className="text-sm font-semibold text-slate-900">New customer</p>
      {save.isError && <FormAlert tone="error" title="The customer was not saved">{describeDbError(save.error)}</FormAlert>}
      <TextField label="Company name" required error={errors.name} {...field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Contact name" required error={errors['contact.name']} {...field('contactName')} />
        <TextField label="Designation" error={errors['contact.designation']} {...field('designation')} />
        <TextField label="Phone" type="tel" error={errors['contact.phone']} {...field('phone')} />
        <TextField label="Email" type="email" error={errors['contact.email']} {...field('email')} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void create()} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save customer'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
