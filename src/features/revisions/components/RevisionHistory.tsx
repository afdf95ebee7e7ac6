import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, ErrorBanner, LoadingText } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { describeDbError } from '@/lib/db-errors';
import { formatDateTime } from '@/lib/format';
import { useRevisions, type RevisedTable, type Revision } from '../api/list-revisions';
import { fetchRevisedRow } from '../api/fetch-revised-row';
import { useRestoreRevision } from '../api/restore-revision';
import { changedFields, changeSummary, type ComparedFields } from '../compare';

type RevisionHistoryProps<Row> = {
  table: RevisedTable;
  rowId: string;
  /** The record as stored when the form opened, to compare each version with (kept current after a restore). */
  current: Row;
  /** Column → the form's label: what the comparison shows and names. */
  fields: ComparedFields;
  /** 'Restore this version' is offered only to those who may edit (the database refuses the rest too). */
  canRestore: boolean;
  /** After a restore, with the record as stored now: put it into the form. */
  onRestored: (row: Row) => void;
  /** The feature's queries that show the record (its lists, its form), refreshed after a restore. */
  invalidates: QueryKey;
};

/**
 * 'Revisions' under an edit form (docs/product.md §10, Revisions): every earlier version, newest first, with who
 * replaced it and when; a comparison with the current record; 'Restore this version'.
 */
export function RevisionHistory<Row extends Record<string, unknown>>({ table, rowId, current, fields, canRestore, onRestored, invalidates }: RevisionHistoryProps<Row>) {
  const queryClient = useQueryClient();
  const revisions = useRevisions(table, rowId);
  const [restored, setRestored] = useState<string | null>(null);
  const [latest, setLatest] = useState(current);
  return (
    <section aria-labelledby="revisions-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="revisions-heading" className="text-lg font-semibold text-slate-900">
        Revisions
      </h2>
      <p className="mt-1 text-sm text-slate-600">Every save keeps the version it replaces here, with who replaced it and when.</p>
      {restored && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          {restored}
        </p>
      )}
      {revisions.isPending ? (
        <LoadingText text="Loading revisions..." />
      ) : revisions.isError ? (
        <ErrorBanner message={`Error loading revisions: ${describeDbError(revisions.error)}`} onRetry={() => void revisions.refetch()} />
      ) : revisions.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No earlier versions yet.</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200">
          {revisions.data.map((revision, index) => (
            <RevisionItem
              key={revision.id}
              revision={revision}
              // What this save put in place of the version: the next newer version, or the record itself for the newest.
              replacedBy={(revisions.data[index - 1]?.data as Record<string, unknown> | undefined) ?? latest}
              current={latest}
              fields={fields}
              canRestore={canRestore}
              onRestored={async () => {
                const row = await fetchRevisedRow<Row>(table, rowId);
                setLatest(row);
                onRestored(row);
                void queryClient.invalidateQueries({ queryKey: invalidates });
                setRestored(`The version replaced on ${formatDateTime(revision.replaced_at)} was restored. The form shows it now.`);
              }}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

type RevisionItemProps = Pick<RevisionHistoryProps<Record<string, unknown>>, 'current' | 'fields' | 'canRestore'> & {
  revision: Revision;
  /** The version that replaced this one: what the line says the save changed. */
  replacedBy: Record<string, unknown>;
  onRestored: () => Promise<void>;
};

function RevisionItem({ revision, replacedBy, current, fields, canRestore, onRestored }: RevisionItemProps) {
  const [open, setOpen] = useState(false);
  const restore = useRestoreRevision();
  const { confirm, alert } = useDialogs();
  const when = formatDateTime(revision.replaced_at);
  const changes = changedFields(revision.data as Record<string, unknown>, current, fields);
  const summary = changeSummary(revision.data as Record<string, unknown>, replacedBy, fields);
  const compareId = `revision-${revision.id}`;

  async function handleRestore() {
    const question = 'The form and the record get this version back. The current version is kept as a revision, so you can go back to it.';
    if (!(await confirm(question, { title: 'Restore this version?', confirmLabel: 'Restore' }))) return;
    try {
      await restore.mutateAsync(revision.id);
      await onRestored();
    } catch (error) {
      console.error('Error restoring a revision', error);
      await alert(`This version could not be restored: ${describeDbError(error)}`);
    }
  }

  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm text-slate-800">
            Replaced <time dateTime={revision.replaced_at}>{when}</time> by <span className="font-semibold">{revision.replaced_by_name}</span>
          </p>
          <p className="mt-0.5 text-sm text-slate-600">{summary}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" aria-expanded={open} aria-controls={compareId} onClick={() => setOpen(!open)}>
            {open ? 'Hide comparison' : 'Compare with current'}
          </Button>
          {canRestore && (
            <Button aria-label={`Restore this version (replaced ${when})`} disabled={restore.isPending} onClick={() => void handleRestore()}>
              {restore.isPending ? 'Restoring...' : 'Restore this version'}
            </Button>
          )}
        </div>
      </div>
      {open && (
        <div id={compareId} className="mt-3 overflow-x-auto">
          {changes.length === 0 ? (
            <p className="text-sm text-slate-600">This version is the same as the current one.</p>
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Changes between the version replaced {when} and the current one</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-4 font-semibold">Field</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">This version</th>
                  <th scope="col" className="py-2 font-semibold">Current</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.column} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-2 pr-4 font-medium text-slate-800">{change.label}</th>
                    <td className="whitespace-pre-line py-2 pr-4 text-red-900 [overflow-wrap:anywhere]"><del className="no-underline">{change.then}</del></td>
                    <td className="whitespace-pre-line py-2 text-green-900 [overflow-wrap:anywhere]"><ins className="no-underline">{change.now}</ins></td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </li>
  );
}
