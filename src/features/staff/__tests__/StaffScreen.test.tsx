import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DialogProvider } from '@/components/dialog';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { renderWithProviders } from '@/testing/render';
import type { StaffMember } from '../api/manage-staff';
import { StaffScreen } from '../components/StaffScreen';

const self: StaffMember = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'owner@example.com',
  full_name: 'Owner',
  role: 'admin',
  last_sign_in_at: '2026-11-20T10:00:00Z',
  invitation_pending: false,
};
const invitee: StaffMember = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'new@example.com',
  full_name: null,
  role: 'editor',
  last_sign_in_at: null,
  invitation_pending: true,
};

/** manage-staff answering `list` with the two members and every other action with `reply`; records the requests. */
function fakeFunction(reply: { status: number; body: Record<string, unknown> } = { status: 200, body: { ok: true } }) {
  const requests: Array<Record<string, unknown>> = [];
  server.use(
    http.post(`${testOrigin}/functions/v1/manage-staff`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push(body);
      if (body.action === 'list') return HttpResponse.json({ staff: [self, invitee] });
      return HttpResponse.json(reply.body, { status: reply.status });
    }),
  );
  return requests;
}

function renderScreen(isAdmin = true) {
  return renderWithProviders(
    <DialogProvider>
      <StaffScreen isAdmin={isAdmin} selfId={self.id} />
    </DialogProvider>,
  );
}

describe('StaffScreen', () => {
  it('lists staff with role, last sign-in and pending invitations; the admin’s own row cannot be changed', async () => {
    fakeFunction();
    renderScreen();

    const ownRow = (await screen.findByText('owner@example.com')).closest('tr') as HTMLElement;
    const inviteeRow = screen.getByText('new@example.com').closest('tr') as HTMLElement;
    expect(within(ownRow).getByLabelText('Role of Owner')).toBeDisabled();
    expect(within(ownRow).queryByRole('button', { name: /Remove access/ })).not.toBeInTheDocument();
    expect(within(inviteeRow).getByText('Invitation pending')).toBeInTheDocument();
    expect(within(inviteeRow).getByText('Never')).toBeInTheDocument();
    expect(within(inviteeRow).getByRole('button', { name: 'Resend invitation to new@example.com' })).toBeInTheDocument();
  });

  it('changes a role and removes access, each after a confirmation saying what it means', async () => {
    const requests = fakeFunction();
    const user = userEvent.setup({ delay: null });
    renderScreen();

    await user.selectOptions(await screen.findByLabelText('Role of new@example.com'), 'admin');
    const cancelled = await screen.findByRole('dialog', { name: 'Make new@example.com admin?' });
    expect(cancelled).toHaveTextContent('As admin, new@example.com will do everything, including managing staff and deleting.');
    await user.click(within(cancelled).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Role of new@example.com')).toHaveValue('editor');

    await user.selectOptions(screen.getByLabelText('Role of new@example.com'), 'reviewer');
    await user.click(within(await screen.findByRole('dialog', { name: 'Make new@example.com reviewer?' })).getByRole('button', { name: 'Make reviewer' }));
    expect(await screen.findByText('new@example.com is now reviewer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove access for new@example.com' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove access' }));
    expect(await screen.findByText('new@example.com can no longer sign in.')).toBeInTheDocument();

    expect(requests.filter((request) => request.action !== 'list')).toEqual([
      { action: 'set_role', id: invitee.id, role: 'reviewer' },
      { action: 'remove', id: invitee.id },
    ]);
  });

  it('invites with a role and shows the function’s refusal as it words it', async () => {
    const requests = fakeFunction({ status: 409, body: { error: 'new@example.com is already a staff member' } });
    const user = userEvent.setup({ delay: null });
    renderScreen();

    await user.type(await screen.findByLabelText(/Email Address/), 'new@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('new@example.com is already a staff member')).toBeInTheDocument();
    expect(requests.filter((request) => request.action !== 'list')).toEqual([{ action: 'invite', email: 'new@example.com', role: 'admin' }]);
  });

  it('says when an invited address already had an account and simply gets access back', async () => {
    fakeFunction({ status: 201, body: { member: { ...invitee, email: 'back@example.com', invitation_pending: false } } });
    const user = userEvent.setup({ delay: null });
    renderScreen();

    await user.type(await screen.findByLabelText(/Email Address/), 'back@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('back@example.com already had an account and can sign in again as editor.')).toBeInTheDocument();
  });

  it('checks the e-mail before sending anything', async () => {
    const requests = fakeFunction();
    const user = userEvent.setup({ delay: null });
    renderScreen();

    await user.type(await screen.findByLabelText(/Email Address/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(requests.map((request) => request.action)).toEqual(['list']);
  });

  it('tells a non-admin the screen is not for them and asks the function nothing', () => {
    const requests = fakeFunction();
    renderScreen(false);

    expect(screen.getByText('Only admins can manage staff.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
