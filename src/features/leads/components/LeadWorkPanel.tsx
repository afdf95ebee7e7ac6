import { useContext, useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/admin';
import { FormAlert, SelectField, SelectOptions, TextAreaField } from '@/components/form';
import { AuthContext } from '@/features/auth';
import { LeadCustomer, ProposalFromLead } from '@/features/campaigns/admin';
import { describeDbError } from '@/lib/db-errors';
import { permissionsFor } from '@/lib/permissions';
import { formatDateTime } from '@/lib/format';
import type { InboxLead } from '../api/list-inbox';
import { useAddNote } from '../api/use-add-note';
import { useLeadActivity, type LeadActivity } from '../api/use-lead-activity';
import { useStaff, type StaffMember } from '../api/use-staff';
import { useUpdateLead } from '../api/update-lead';
import { optionsOf, statusLabels, type LeadStatus } from '../lead-labels';

const NOTE_MAX = 5000;

/**
 * Working one lead in its details: status, assignee, a note, and the history of all three. Opening it
 * marks the lead read. Row-level security lets only admins do any of it.
 */
export function LeadWorkPanel({ lead }: { lead: InboxLead }) {
  const update = useUpdateLead();
  const [status, setStatus] = useState(lead.status as LeadStatus);
  const [assignee, setAssignee] = useState(lead.assignee_id ?? '');
  const staff = useStaff();
  // Read leniently: the inbox is also rendered without the signed-in context (its tests), and then offers no proposal.
  const { canSell } = permissionsFor(useContext(AuthContext)?.profile?.role);

  const { mutate } = update;
  useEffect(() => {
    if (!lead.read_at) mutate({ id: lead.id, change: { read_at: new Date().toISOString() } });
  }, [lead.id, lead.read_at, mutate]);

  const change = (next: { status?: LeadStatus; assignee_id?: string | null }, undo: () => void) =>
    update.mutate({ id: lead.id, change: next }, { onError: undo });

  return (
    <div className="space-y-5">
      {update.isError && <FormAlert tone="error" title="The lead was not updated">{describeDbError(update.error)}</FormAlert>}
      {canSell && <LeadCustomer leadId={lead.id} />}
      {lead.kind === 'quote' && canSell && (
        // A quote becomes a proposal here: the campaign is made, the lead qualified, and the campaign opens (docs/product.md §13).
        <ProposalFromLead
          lead={lead}
          canSell={canSell}
          onMade={() =>
            update.mutateAsync({ id: lead.id, change: { status: 'qualified' } }).then(() => setStatus('qualified'))
          }
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => {
            const previous = status;
            setStatus(event.target.value as LeadStatus);
            change({ status: event.target.value as LeadStatus }, () => setStatus(previous));
          }}
        >
          <SelectOptions options={optionsOf(statusLabels)} />
        </SelectField>
        <SelectField
          label="Assigned to"
          value={assignee}
          onChange={(event) => {
            const previous = assignee;
            setAssignee(event.target.value);
            change({ assignee_id: event.target.value || null }, () => setAssignee(previous));
          }}
        >
          <SelectOptions placeholder="Nobody" options={(staff.data ?? []).map((member) => ({ value: member.id, label: staffName(member) }))} />
        </SelectField>
      </div>
      <NoteForm leadId={lead.id} />
      <LeadHistory leadId={lead.id} staff={staff.isError ? [] : staff.data} />
    </div>
  );
}

function staffName(member: StaffMember): string {
  return member.full_name || member.email;
}

function NoteForm({ leadId }: { leadId: string }) {
  const addNote = useAddNote(leadId);
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    addNote.mutate(note.trim(), { onSuccess: () => setNote('') });
  };
  return (
    <form onSubmit={submit} aria-label="Add a note" className="space-y-2">
      <TextAreaField label="Note" rows={3} maxLength={NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
      {addNote.isError && <FormAlert tone="error" title="The note was not saved">{describeDbError(addNote.error)}</FormAlert>}
      <Button type="submit" variant="secondary" disabled={addNote.isPending || !note.trim()}>
        {addNote.isPending ? 'Saving...' : 'Add Note'}
      </Button>
    </form>
  );
}

/** One line of history: who did what, when. */
function describe(entry: LeadActivity, names: Map<string, string>): string {
  if (entry.kind === 'status') return `Status: ${statusLabels[entry.previous as LeadStatus] ?? entry.previous} → ${statusLabels[entry.body as LeadStatus] ?? entry.body}`;
  if (entry.kind === 'assignee') return entry.body ? `Assigned to ${names.get(entry.body) ?? 'a former staff member'}` : 'Unassigned';
  if (entry.kind === 'customer') return entry.body ? `Linked to customer ${entry.body}` : `No longer linked to ${entry.previous ?? 'a customer'}`;
  return entry.body;
}

/** `staff` is undefined while it loads: until then no entry is shown, or each would read 'System' for a moment. */
function LeadHistory({ leadId, staff }: { leadId: string; staff: StaffMember[] | undefined }) {
  const activity = useLeadActivity(leadId);
  const names = new Map((staff ?? []).map((member) => [member.id, staffName(member)]));
  const pending = activity.isPending || staff === undefined;
  const entries = pending ? [] : (activity.data ?? []);
  return (
    <section aria-label="History">
      <h3 className="text-sm font-semibold text-slate-900">History</h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{pending ? 'Loading history...' : 'No notes or changes yet.'}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className={entry.kind === 'note' ? 'whitespace-pre-wrap text-slate-900' : 'font-medium text-slate-700'}>{describe(entry, names)}</p>
              <p className="mt-1 text-xs text-slate-500">
                {(entry.actor_id && names.get(entry.actor_id)) || 'System'} · {formatDateTime(entry.created_at)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
