import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { renderWithProviders } from '@/testing/render';
import { ForgotPassword } from '../components/ForgotPassword';
import { RESET_LINK_SENT_MESSAGE } from '../components/ForgotPasswordForm';

const apiHeaders = { 'X-Supabase-Api-Version': '2024-01-01' };

async function ask(email: string) {
  const person = userEvent.setup({ delay: null });
  renderWithProviders(<ForgotPassword />, { path: '/admin/forgot-password' });
  await person.type(screen.getByLabelText(/Email/), email);
  await person.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPassword', () => {
  it.each([
    ['a known address', HttpResponse.json({}, { headers: apiHeaders })],
    [
      'an address asked for a minute ago (429)',
      HttpResponse.json({ code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 51 seconds.' }, { status: 429, headers: apiHeaders }),
    ],
  ])('answers %s with the one neutral sentence', async (_case, reply) => {
    server.use(http.post(`${testOrigin}/auth/v1/recover`, () => reply));
    await ask('someone@example.com');

    expect(await screen.findByText(RESET_LINK_SENT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/seconds/)).not.toBeInTheDocument();
  });

  it('says when the service cannot be reached', async () => {
    server.use(http.post(`${testOrigin}/auth/v1/recover`, () => HttpResponse.error()));
    await ask('someone@example.com');

    expect(await screen.findByText('Connection failed. Please try again.')).toBeInTheDocument();
  });
});
