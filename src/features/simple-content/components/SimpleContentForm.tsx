import { useState } from 'react';
import { PublishingFields, RecordFormCard, RecordFormLoader, useRecordForm } from '@/components/admin';
import { contentAdminPaths, contentTypes } from '@/config/content-types';
import { EditingNotice } from '@/features/editing/admin';
import { RevisionHistory } from '@/features/revisions/admin';
import { describedDefaults, describedFields, describedLabels, describedPayload, describedSchema, type ContentDescription } from '@/lib/content-description';
import type { ContentTable } from '@/lib/database.types';
import { useContentRow } from '../api/fetch-content-row';
import { contentRowKeys, type ContentRow } from '../api/fetch-content-rows';
import { useSaveContentRow } from '../api/save-content-row';
import { DescribedFieldControl } from './DescribedFieldControl';

type SimpleContentFormProps = { table: ContentTable; description: ContentDescription; id?: string; canEdit: boolean };

/**
 * Create (no id) or edit row `id` of a described content type (docs/decisions/102), as the other content forms do:
 * the fields in the description's order, the publishing fields if it has them, the editing notice, a save refused
 * after someone else's, and the revision history under the form. Without canEdit the form is not offered.
 */
export function SimpleContentForm({ table, description, id, canEdit }: SimpleContentFormProps) {
  const row = useContentRow(table, canEdit ? id : undefined);
  const { singular, plural } = description;
  const title = id ? `Edit ${singular}` : `Add New ${singular}`;
  const denied = canEdit ? undefined : { title, message: `You do not have permission to update ${plural.toLowerCase()}.` };
  return (
    <RecordFormLoader
      id={id}
      record={row}
      denied={denied}
      title={`Edit ${singular}`}
      message={`Error loading ${singular.toLowerCase()}`}
      backTo={contentTypes[table].adminPath}
      backLabel={`Back to ${plural}`}
    >
      {(record) => <DescribedForm table={table} description={description} id={id} row={record} />}
    </RecordFormLoader>
  );
}

function DescribedForm({ table, description, id, row }: { table: ContentTable; description: ContentDescription; id?: string; row?: ContentRow }) {
  const save = useSaveContentRow();
  const { singular } = description;
  const listPath = contentAdminPaths(contentTypes[table].adminPath).list;
  const labels = describedLabels(description);
  // The version this screen loaded: a save after someone else's is refused (docs/decisions/066).
  const [loadedAt, setLoadedAt] = useState(row?.updated_at);
  const { register, reset, formState: { errors }, cardProps } = useRecordForm({
    schema: describedSchema(description),
    defaultValues: describedDefaults(description, row),
    save: (values) => save.mutateAsync({ table, id, loadedAt, values: describedPayload(description, values) }),
    to: listPath,
    labels,
  });
  const errorOf = (column: string) => (errors as Record<string, { message?: string } | undefined>)[column]?.message;

  return (
    <>
      <RecordFormCard
        {...cardProps}
        notice={id && <EditingNotice table={table} id={id} />}
        title={id ? `Edit ${singular}` : `Add New ${singular}`}
        aria-label={id ? `Edit ${singular.toLowerCase()}` : `New ${singular.toLowerCase()}`}
        className="max-w-3xl"
        cancelTo={listPath}
        submitLabel={id ? `Update ${singular}` : `Add ${singular}`}
      >
        {describedFields(description).map(([column, field]) => (
          <DescribedFieldControl key={column} field={field} registered={register(column)} error={errorOf(column)} />
        ))}
        {description.publishing && (
          <PublishingFields
            fields={{ status: register('status'), published_at: register('published_at'), publish_time: register('publish_time') }}
            errors={errors as Record<string, { message?: string }>}
          />
        )}
      </RecordFormCard>
      {id && row && (
        <RevisionHistory
          table={table}
          rowId={id}
          current={row}
          fields={labels}
          canRestore
          invalidates={contentRowKeys(table).all}
          onRestored={(restored) => {
            setLoadedAt(restored.updated_at);
            reset(describedDefaults(description, restored));
          }}
        />
      )}
    </>
  );
}
