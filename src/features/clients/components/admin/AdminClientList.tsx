import { AddLink, AdminPageHeader, DeleteButton, EditLink, EmptyState, ErrorBanner, LoadingText, useRefreshFlag } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { paths } from '@/config/paths';
import { useDeleteClient } from '../../api/delete-client';
import { clientKeys, useClients, type Client } from '../../api/fetch-clients';
import { useClientChanges } from '../../api/use-client-changes';

/**
 * The admin clients list (docs/product.md §2): by name, live. The first brief showed Add and Edit without an edit check;
 * a reviewer must see no create or edit controls (docs/product.md §6), so they follow canEdit (RLS refuses anyway).
 */
export function AdminClientList({ canEdit, canDelete }: { canEdit: boolean; canDelete: boolean }) {
  const clients = useClients();
  useClientChanges();
  useRefreshFlag(clientKeys.all);
  const remove = useDeleteClient();
  const { confirm, alert } = useDialogs();

  async function handleDelete(client: Client) {
    if (!canDelete) return alert('You do not have permission to delete clients.');
    if (!(await confirm('Are you sure you want to delete this client?'))) return;
    try {
      await remove.mutateAsync(client.id);
    } catch (error) {
      console.error('Error deleting client:', error);
      // docs/product.md §8: after a failed client delete the list reloads.
      void clients.refetch();
      await alert(`Error deleting client: ${(isMessage(error) ? error.message : '') || 'Unknown error'}`, { title: 'Error' });
    }
  }

  const deletingId = remove.isPending ? remove.variables : undefined;
  const newClient = paths.admin.clientNew;

  return (
    <>
      <AdminPageHeader
        title="Clients"
        actions={canEdit && <AddLink to={newClient}>Add Client</AddLink>}
      />
      {clients.isPending ? (
        <LoadingText />
      ) : clients.isError ? (
        <ErrorBanner message={`Error loading clients: ${clients.error.message || 'Failed to fetch clients'}`} onRetry={() => void clients.refetch()} />
      ) : clients.data.length === 0 ? (
        <EmptyState message="No clients found." action={canEdit ? { label: 'Add your first client', to: newClient } : undefined} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {clients.data.map((client) => {
            const busy = client.id === deletingId;
            return (
              <li
                key={client.id}
                aria-busy={busy || undefined}
                className={`flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${busy ? 'opacity-50' : ''}`}
              >
                <img src={client.logo} alt="" className="h-14 w-20 shrink-0 rounded bg-slate-50 object-contain p-1 ring-1 ring-slate-200" />
                <div className="min-w-0 flex-1">
                  <h2 className="truncate font-semibold text-slate-900">{client.name}</h2>
                  <p className="truncate text-sm text-slate-600">{client.industry}</p>
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  {canEdit && <EditLink to={paths.admin.clientEdit(client.id)} label={`Edit ${client.name}`} />}
                  {canDelete && (
                    <DeleteButton label={busy ? `Deleting ${client.name}` : `Delete ${client.name}`} disabled={busy} onClick={() => void handleDelete(client)} />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** PostgREST errors are plain objects with a message, not Error instances. */
function isMessage(value: unknown): value is { message: string } {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}
