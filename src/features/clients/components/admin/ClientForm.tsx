import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AdminPageHeader, ErrorBanner, FormActions, FormCard, ImagePreview, LoadingText, RecordLoadError, SelectOptions, useSaveAndReturn } from '@/components/admin';
import { SelectField, TextField } from '@/components/form';
import { clientIndustries } from '@/catalogue/options';
import { paths } from '@/config/paths';
import { useClient } from '../../api/fetchClient';
import type { Client } from '../../api/fetchClients';
import { useSaveClient } from '../../api/saveClient';
import { clientFormDefaults, clientFormSchema, type ClientFormValues } from '../../schemas';

const labels = { name: 'Client Name', logo: 'Logo URL', industry: 'Industry' };

/** Create (no id) or edit client `id` (SPEC section 2, Client form); the client loads first when editing. */
export function ClientForm({ id }: { id?: string }) {
  const client = useClient(id);
  if (id && client.isPending) return <LoadingText />;
  if (id && client.isError) {
    return <RecordLoadError title="Edit Client" message="Error loading client" backTo={paths.admin.clients} backLabel="Back to Clients" />;
  }
  return <ClientFields key={id ?? 'new'} id={id} client={client.data} />;
}

function ClientFields({ id, client }: { id?: string; client?: Client }) {
  const save = useSaveClient();
  const { submit, error } = useSaveAndReturn({
    save: (values: z.output<typeof clientFormSchema>) => save.mutateAsync({ id, values }),
    to: `${paths.admin.clients}?refresh=true`,
    delayMs: 500,
    labels,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ClientFormValues, unknown, z.output<typeof clientFormSchema>>({
    resolver: zodResolver(clientFormSchema),
    defaultValues: clientFormDefaults(client),
  });
  const logo = useWatch({ control, name: 'logo' });
  // A stored industry from before the list existed stays selectable.
  const industries = client && !(clientIndustries as readonly string[]).includes(client.industry) ? [client.industry, ...clientIndustries] : clientIndustries;

  return (
    <>
      <AdminPageHeader title={id ? 'Edit Client' : 'Add New Client'} />
      {error && <ErrorBanner message={error} />}
      <FormCard onSubmit={handleSubmit(submit)} aria-label={id ? 'Edit client' : 'New client'} className="max-w-2xl">
        <TextField label="Client Name" required placeholder="e.g. Chennai Silks" error={errors.name?.message} {...register('name')} />
        <TextField label="Logo URL" required type="url" placeholder="https://example.com/logo.png" error={errors.logo?.message} {...register('logo')} />
        <ImagePreview src={logo} alt="Logo preview" fit="contain" label="Logo preview" />
        <SelectField label="Industry" required error={errors.industry?.message} {...register('industry')}>
          <SelectOptions options={industries} placeholder="Select an industry" />
        </SelectField>
        <FormActions cancelTo={paths.admin.clients} submitLabel={id ? 'Update Client' : 'Add Client'} busy={isSubmitting} />
      </FormCard>
    </>
  );
}
