import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button, IconButton, RecordFormCard, RecordFormLoader, useRecordForm } from '@/components/admin';
import { CheckboxField, TextAreaField, TextField } from '@/components/form';
import { paths } from '@/config/paths';
import { useCustomer } from '../../api/fetch-customer';
import { useSaveCustomer } from '../../api/save-customer';
import { type CustomerWithContacts } from '../../api/customer-types';
import { customerFormDefaults, customerFormSchema, emptyContact } from '../../schemas';
import { WhatsAppOptIn } from '@/features/whatsapp/admin';
import { CustomerCampaigns } from './CustomerCampaigns';
import { CustomerLeads } from './CustomerLeads';
import { SellersOnly } from './SellersOnly';

const labels = { name: 'Company name', gstin: 'GSTIN', billing_address: 'Billing address', payment_reminders: 'Send payment reminders by e-mail', phone: 'Phone', email: 'Email', designation: 'Designation' };

/** Create (no id) or edit customer `id` and its contacts (docs/product.md §13, Customer form). */
export function CustomerForm({ id, canSell }: { id?: string; canSell: boolean }) {
  const customer = useCustomer(canSell ? id : undefined);
  if (!canSell) return <SellersOnly title={id ? 'Edit Customer' : 'Add Customer'} />;
  return (
    <RecordFormLoader id={id} record={customer} title="Edit Customer" message="Error loading customer" backTo={paths.admin.customers} backLabel="Back to Customers">
      {(record) => (
        <>
          <CustomerFields id={id} customer={record} />
          {id && <CustomerCampaigns customerId={id} />}
          {id && <CustomerLeads customerId={id} />}
        </>
      )}
    </RecordFormLoader>
  );
}

function CustomerFields({ id, customer }: { id?: string; customer?: CustomerWithContacts }) {
  const save = useSaveCustomer();
  const { register, control, formState: { errors }, cardProps } = useRecordForm({
    schema: customerFormSchema,
    defaultValues: customerFormDefaults(customer),
    save: ({ contacts, ...values }) => save.mutateAsync({ id, values, contacts }),
    to: paths.admin.customers,
    labels,
  });
  const contacts = useFieldArray({ control, name: 'contacts', keyName: 'key' });

  return (
    <RecordFormCard
      {...cardProps}
      title={id ? 'Edit Customer' : 'Add Customer'}
      aria-label={id ? 'Edit customer' : 'New customer'}
      className="max-w-3xl"
      cancelTo={paths.admin.customers}
      submitLabel={id ? 'Update Customer' : 'Add Customer'}
    >
      <TextField label="Company name" required autoComplete="off" error={errors.name?.message} limit={200} {...register('name')} />
      <TextField label="GSTIN" hint="15 characters, e.g. 33AABCU9603R1ZU; leave empty when the customer has none" autoCapitalize="characters" error={errors.gstin?.message} {...register('gstin')} />
      <TextAreaField label="Billing address" rows={3} error={errors.billing_address?.message} limit={1000} {...register('billing_address')} />
      <CheckboxField
        label="Send payment reminders by e-mail"
        hint="To the campaign's contact, on an invoice's due day and 30 and 60 days after, while it is unpaid."
        {...register('payment_reminders')}
      />
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Contacts</legend>
        <p className="text-sm text-slate-600">Each contact needs a phone number or an e-mail address.</p>
        {contacts.fields.map((field, index) => {
          const error = errors.contacts?.[index];
          return (
            <div key={field.key} role="group" aria-label={`Contact ${index + 1}`} className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
              <TextField label="Name" required error={error?.name?.message} {...register(`contacts.${index}.name`)} />
              <TextField label="Designation" error={error?.designation?.message} {...register(`contacts.${index}.designation`)} />
              <TextField label="Phone" type="tel" error={error?.phone?.message} {...register(`contacts.${index}.phone`)} />
              <TextField label="Email" type="email" error={error?.email?.message} {...register(`contacts.${index}.email`)} />
              {field.id && (
                <div className="sm:col-span-2">
                  <WhatsAppOptIn contact={field.id} />
                </div>
              )}
              <div className="sm:col-span-2">
                <IconButton label={`Remove contact ${index + 1}`} tone="danger" icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={() => contacts.remove(index)} />
              </div>
            </div>
          );
        })}
        <Button variant="secondary" onClick={() => contacts.append(emptyContact())}>
          <Plus aria-hidden="true" className="size-4" />
          Add contact
        </Button>
      </fieldset>
    </RecordFormCard>
  );
}
