import { useState } from 'react';
import { AdminPageHeader, ErrorBanner, LoadingText } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { FormAlert } from '@/components/form';
import type { StaffRole } from '@/lib/permissions';
import { useStaffChange, useStaffList, type StaffMember, type StaffRequest } from '../api/manage-staff';
import { ROLE_ABILITIES, ROLE_LABELS } from '../schemas';
import { InviteStaffForm } from './InviteStaffForm';
import { StaffTable } from './StaffTable';

type Outcome = { tone: 'success' | 'error'; text: string };

/** /admin/staff for admins: invite, change roles, remove access, resend invitations. */
export function StaffScreen({ isAdmin, selfId }: { isAdmin: boolean; selfId: string | undefined }) {
  if (!isAdmin) {
    return (
      <>
        <AdminPageHeader title="Staff" />
        <FormAlert tone="error" title="Access Denied">
          Only admins can manage staff.
        </FormAlert>
      </>
    );
  }
  return <StaffManager selfId={selfId} />;
}

function StaffManager({ selfId }: { selfId: string | undefined }) {
  const list = useStaffList();
  const change = useStaffChange();
  const { confirm } = useDialogs();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function run(member: StaffMember, request: Exclude<StaffRequest, { action: 'list' | 'invite' }>, done: string) {
    setBusyId(member.id);
    setOutcome(null);
    try {
      await change.mutateAsync(request);
      setOutcome({ tone: 'success', text: done });
    } catch (error) {
      setOutcome({ tone: 'error', text: (error as Error).message });
    } finally {
      setBusyId(null);
    }
  }

  const name = (member: StaffMember) => member.full_name || member.email;
  // A role is what someone may do from their next click on: the change is confirmed, saying what it means.
  const onRoleChange = async (member: StaffMember, role: StaffRole) => {
    const sure = await confirm(`As ${ROLE_LABELS[role].toLowerCase()}, ${name(member)} will ${ROLE_ABILITIES[role]}.`, {
      title: `Make ${name(member)} ${ROLE_LABELS[role].toLowerCase()}?`,
      confirmLabel: `Make ${ROLE_LABELS[role].toLowerCase()}`,
    });
    if (sure) await run(member, { action: 'set_role', id: member.id, role }, `${name(member)} is now ${ROLE_LABELS[role].toLowerCase()}.`);
  };
  const onResend = (member: StaffMember) => run(member, { action: 'resend', id: member.id }, `Invitation sent again to ${member.email}.`);
  const onRemove = async (member: StaffMember) => {
    const sure = await confirm(`${name(member)} will no longer be able to sign in. Their content stays.`, {
      title: 'Remove access?',
      confirmLabel: 'Remove access',
    });
    if (sure) await run(member, { action: 'remove', id: member.id }, `${name(member)} can no longer sign in.`);
  };

  return (
    <>
      <AdminPageHeader title="Staff" description="Who can sign in to the back office, and with which role." />
      <InviteStaffForm />
      {outcome && (
        <div className="mb-4">
          <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>
        </div>
      )}
      {list.isPending && <LoadingText text="Loading staff..." />}
      {list.isError && <ErrorBanner message={`Could not load the staff list: ${list.error.message}`} onRetry={() => void list.refetch()} />}
      {list.data && <StaffTable staff={list.data} selfId={selfId} busyId={busyId} onRoleChange={onRoleChange} onRemove={onRemove} onResend={onResend} />}
    </>
  );
}
