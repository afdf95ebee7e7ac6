import { MailPlus, UserX } from 'lucide-react';
import { IconButton } from '@/components/admin';
import { RecordsTable, type TableColumn } from '@/components/data-table';
import { controlClass } from '@/components/form';
import { formatDateTime } from '@/lib/format';
import type { StaffRole } from '@/lib/permissions';
import type { StaffMember } from '../api/manage-staff';
import { ROLE_OPTIONS } from '../schemas';

export type StaffTableProps = {
  staff: StaffMember[];
  /** The signed-in admin: their own role and access cannot be changed here. */
  selfId: string | undefined;
  busyId: string | null;
  onRoleChange: (member: StaffMember, role: StaffRole) => void;
  onRemove: (member: StaffMember) => void;
  onResend: (member: StaffMember) => void;
};

const nameOf = (member: StaffMember) => member.full_name || member.email;

function RoleSelect({ member, self, busy, onChange }: { member: StaffMember; self: boolean; busy: boolean; onChange: (role: StaffRole) => void }) {
  return (
    <select
      aria-label={`Role of ${nameOf(member)}`}
      value={member.role}
      disabled={self || busy}
      title={self ? 'You cannot change your own role' : undefined}
      onChange={(event) => onChange(event.target.value as StaffRole)}
      className={`${controlClass} min-w-32 py-1.5`}
    >
      {ROLE_OPTIONS.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}

/** Every staff member: name, e-mail, role (changeable), last sign-in, invitation state and actions. */
export function StaffTable({ staff, selfId, busyId, onRoleChange, onRemove, onResend }: StaffTableProps) {
  const columns: TableColumn<StaffMember>[] = [
    { header: 'Name', cell: (member) => member.full_name ?? '—' },
    { header: 'Email', cell: (member) => member.email },
    {
      header: 'Role',
      cell: (member) => (
        <RoleSelect member={member} self={member.id === selfId} busy={busyId === member.id} onChange={(role) => onRoleChange(member, role)} />
      ),
    },
    {
      header: 'Last sign-in',
      wideOnly: true,
      cell: (member) => (member.last_sign_in_at ? formatDateTime(member.last_sign_in_at) : 'Never'),
    },
    {
      header: 'Status',
      cell: (member) =>
        member.invitation_pending ? <span className="font-medium text-amber-700">Invitation pending</span> : <span>Active</span>,
    },
    {
      header: 'Actions',
      cell: (member) => (
        <div className="flex justify-end gap-1">
          {member.invitation_pending && (
            <IconButton
              label={`Resend invitation to ${nameOf(member)}`}
              icon={<MailPlus aria-hidden="true" className="size-4" />}
              disabled={busyId === member.id}
              onClick={() => onResend(member)}
            />
          )}
          {member.id !== selfId && (
            <IconButton
              label={`Remove access for ${nameOf(member)}`}
              tone="danger"
              icon={<UserX aria-hidden="true" className="size-4" />}
              disabled={busyId === member.id}
              onClick={() => onRemove(member)}
            />
          )}
        </div>
      ),
    },
  ];
  return <RecordsTable caption="Staff members" columns={columns} rows={staff} actions={[]} busyId={busyId} />;
}
