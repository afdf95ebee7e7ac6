import { AddLink, AdminPageHeader, DeleteButton, EditLink, EmptyState, LoadingText, PublicationBadge } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { contentAdminPaths, contentTypes } from '@/config/content-types';
import type { ContentDescription } from '@/lib/content-description';
import type { ContentTable } from '@/lib/database.types';
import { useLogError } from '@/lib/useLogError';
import { useDeleteContentRow } from '../api/delete-content-row';
import { useContentRows, type ContentRow } from '../api/fetch-content-rows';
import { useContentRowChanges } from '../api/use-content-row-changes';

type SimpleContentListProps = { table: ContentTable; description: ContentDescription; canEdit: boolean; canDelete: boolean };

/**
 * The back-office list of a described content type (docs/decisions/102): newest first, live, each row's name, its
 * summary and what visitors see of it, with each role's controls (docs/product.md §6; RLS refuses anyway).
 */
export function SimpleContentList({ table, description, canEdit, canDelete }: SimpleContentListProps) {
  const rows = useContentRows(table);
  const { plural, singular } = description;
  // docs/product.md §8: a failed list fetch is only logged and the list ends empty.
  useLogError(rows.error, `Error fetching ${plural.toLowerCase()}`);
  useContentRowChanges(table);
  const remove = useDeleteContentRow();
  const { confirm, alert } = useDialogs();
  const to = contentAdminPaths(contentTypes[table].adminPath);
  const word = singular.toLowerCase();

  async function handleDelete(row: ContentRow) {
    if (!(await confirm(`Are you sure you want to delete this ${word}?`))) return;
    try {
      await remove.mutateAsync({ table, id: row.id });
    } catch (error) {
      console.error(`Error deleting ${word}:`, error);
      await alert(`Error deleting ${word}`, { title: 'Error' });
    }
  }

  const list = rows.data ?? [];
  const deletingId = remove.isPending ? remove.variables.id : undefined;

  return (
    <>
      <AdminPageHeader title={plural} actions={canEdit && <AddLink to={to.new}>Add {singular}</AddLink>} />
      {rows.isPending ? (
        <LoadingText />
      ) : list.length === 0 ? (
        <EmptyState message={`No ${plural.toLowerCase()} found.`} action={canEdit ? { label: `Add your first ${word}`, to: to.new } : undefined} />
      ) : (
        <ul className="space-y-4">
          {list.map((row) => {
            const busy = row.id === deletingId;
            const name = String(row[description.titleColumn] ?? '');
            return (
              <li
                key={row.id}
                aria-busy={busy || undefined}
                className={`flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start ${busy ? 'opacity-50' : ''}`}
              >
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold text-slate-900">{name}</h2>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                    <span>{description.summary(row as never)}</span>
                    {description.publishing && <PublicationBadge row={row as unknown as { status: string; published_at: string }} />}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  {canEdit && <EditLink to={to.edit(row.id)} label={`Edit ${word} ${name}`} />}
                  {canDelete && <DeleteButton label={`Delete ${word} ${name}`} disabled={busy} onClick={() => void handleDelete(row)} />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
