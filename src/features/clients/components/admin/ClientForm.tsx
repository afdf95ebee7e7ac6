import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ImagePreview, RecordFormCard, RecordFormLoader, useRecordForm } from '@/components/admin';
import { SelectField, SelectOptions, TextField } from '@/components/form';
import { clientIndustries } from '@/catalogue/client-industries';
import { paths, withRefreshFlag } from '@/config/paths';
import { fieldLimits } from '@/lib/form-rules';
import { MediaUploader, UPLOADED } from '@/features/media/admin';
import { EditingNotice } from '@/features/editing/admin';
import { RevisionHistory } from '@/features/revisions/admin';
import { useClient } from '../../api/fetch-client';
import { clientKeys, type Client } from '../../api/fetch-clients';
import { useSaveClient } from '../../api/save-client';
import { clientFormDefaults, clientFormSchema } from '../../schemas';

const labels = { name: 'Client Name', logo: 'Logo URL', industry: 'Industry' };

/** Each text field's length limit, as the schema (and the database) sets it. */
const limits = fieldLimits(clientFormSchema);

/**
 * Create (no id) or edit client `id` (docs/product.md §2, Client form); the client loads first when editing.
 * Without canEdit (a reviewer who typed the address) the form is not offered.
 */
export function ClientForm({ id, canEdit }: { id?: string; canEdit: boolean }) {
  const client = useClient(canEdit ? id : undefined);
  const denied = canEdit ? undefined : { title: id ? 'Edit Client' : 'Add New Client', message: 'You do not have permission to update clients.' };
  return (
    <RecordFormLoader
      id={id}
      record={client}
      denied={denied}
      title="Edit Client"
      message="Error loading client"
      backTo={paths.admin.clients}
      backLabel="Back to Clients"
    >
      {(record) => <ClientFields id={id} client={record} />}
    </RecordFormLoader>
  );
}

function ClientFields({ id, client }: { id?: string; client?: Client }) {
  const save = useSaveClient();
  // The version this screen loaded: a save after someone else's is refused (docs/decisions/066).
  const [loadedAt, setLoadedAt] = useState(client?.updated_at);
  const { register, control, setValue, reset, formState: { errors }, cardProps } = useRecordForm({
    schema: clientFormSchema,
    defaultValues: clientFormDefaults(client),
    save: (values) => save.mutateAsync({ id, loadedAt, values }),
    to: withRefreshFlag(paths.admin.clients),
    delayMs: 500,
    labels,
  });
  const logo = useWatch({ control, name: 'logo' });
  // A stored industry from before the list existed stays selectable.
  const industries = client && !(clientIndustries as readonly string[]).includes(client.industry) ? [client.industry, ...clientIndustries] : clientIndustries;

  return (
    <>
      <RecordFormCard
        {...cardProps}
        notice={id && <EditingNotice table="clients" id={id} />}
        title={id ? 'Edit Client' : 'Add New Client'}
        aria-label={id ? 'Edit client' : 'New client'}
        className="max-w-2xl"
        cancelTo={paths.admin.clients}
        submitLabel={id ? 'Update Client' : 'Add Client'}
      >
        <TextField label="Client Name" required placeholder="e.g. Chennai Silks" error={errors.name?.message} limit={limits.name} {...register('name')} />
        <TextField label="Logo URL" required type="url" placeholder="https://example.com/logo.png" error={errors.logo?.message} limit={limits.logo} {...register('logo')} />
        <MediaUploader fieldLabel="Logo URL" folder="logos" onUploaded={({ url }) => setValue('logo', url, UPLOADED)} />
        <ImagePreview src={logo} alt="Logo preview" fit="contain" label="Logo preview" />
        <SelectField label="Industry" required error={errors.industry?.message} {...register('industry')}>
          <SelectOptions options={industries} placeholder="Select an industry" />
        </SelectField>
      </RecordFormCard>
      {id && client && (
        <RevisionHistory
          table="clients"
          rowId={id}
          current={client}
          fields={labels}
          canRestore
          invalidates={clientKeys.all}
          onRestored={(row) => {
            setLoadedAt(row.updated_at);
            reset(clientFormDefaults(row));
          }}
        />
      )}
    </>
  );
}
