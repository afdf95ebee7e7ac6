import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession, demoUser } from '@/testing/auth';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { renderWithProviders } from '@/testing/render';
import type { LinkType } from '../api/check-email-link';
import { EmailLinkScreen, LINK_EXPIRED_MESSAGE } from '../components/EmailLinkScreen';
import { RESET_LINK_SENT_MESSAGE } from '../components/ForgotPasswordForm';

const user = demoUser('33333333-3333-4333-8333-333333333333', 'person@example.com');
const apiHeaders = { 'X-Supabase-Api-Version': '2024-01-01' };
const expired = () => HttpResponse.json({ code: 'otp_expired', message: 'Token has expired or is invalid' }, { status: 403, headers: apiHeaders });

function renderLink(type: LinkType, tokenHash = 'a'.repeat(56)) {
  const path = type === 'invite' ? '/admin/accept-invite' : '/admin/reset-password';
  return renderWithProviders(<EmailLinkScreen type={type} />, {
    path: `${path}?token_hash=${tokenHash}&type=${type}`,
    routePath: path,
    extraRoutes: [{ path: '/admin', element: <p>Admin area</p> }],
  });
}

describe('EmailLinkScreen', () => {
  it('verifies the invitation link once, then sets the password (twice, long enough) and opens /admin', async () => {
    const verified: unknown[] = [];
    const passwords: unknown[] = [];
    server.use(
      http.post(`${testOrigin}/auth/v1/verify`, async ({ request }) => {
        verified.push(await request.json());
        return HttpResponse.json(demoSession(user), { headers: apiHeaders });
      }),
      http.put(`${testOrigin}/auth/v1/user`, async ({ request }) => {
        passwords.push(((await request.json()) as { password: string }).password);
        return HttpResponse.json(user, { headers: apiHeaders });
      }),
    );
    const person = userEvent.setup({ delay: null });
    renderLink('invite');

    await person.type(await screen.findByLabelText(/New password/), 'short');
    await person.type(screen.getByLabelText(/Confirm password/), 'short');
    await person.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await person.clear(screen.getByLabelText(/New password/));
    await person.type(screen.getByLabelText(/New password/), 'long-enough-1');
    await person.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await person.clear(screen.getByLabelText(/Confirm password/));
    await person.type(screen.getByLabelText(/Confirm password/), 'long-enough-1');
    await person.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    expect(await screen.findByText('Admin area')).toBeInTheDocument();
    expect(verified).toEqual([expect.objectContaining({ token_hash: 'a'.repeat(56), type: 'invite' })]);
    expect(passwords).toEqual(['long-enough-1']);
  });

  it('says in one sentence that a used or expired reset link no longer works, and sends a new one', async () => {
    const recovered: unknown[] = [];
    server.use(
      http.post(`${testOrigin}/auth/v1/verify`, expired),
      http.post(`${testOrigin}/auth/v1/recover`, async ({ request }) => {
        recovered.push(((await request.json()) as { email: string }).email);
        return HttpResponse.json({}, { headers: apiHeaders });
      }),
    );
    const person = userEvent.setup({ delay: null });
    renderLink('recovery');

    expect(await screen.findByText(LINK_EXPIRED_MESSAGE)).toBeInTheDocument();
    await person.type(screen.getByLabelText(/Email/), 'person@example.com');
    await person.click(screen.getByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByText(RESET_LINK_SENT_MESSAGE)).toBeInTheDocument();
    expect(recovered).toEqual(['person@example.com']);
  });

  it('sends an invitee whose link expired to an admin (nobody can re-invite themselves)', async () => {
    server.use(http.post(`${testOrigin}/auth/v1/verify`, expired));
    renderLink('invite');

    expect(await screen.findByText(LINK_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Ask an admin to send you a new invitation.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });
});
