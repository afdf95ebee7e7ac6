import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { savedLeadExtras } from '@/testing/saved-lead';
import { ChatWidget } from '../components/ChatWidget';
import { REPLIES } from '../replies';

const requestsUrl = `${testOrigin}/rest/v1/callback_requests`;
const functionUrl = `${testOrigin}/functions/v1/notify-lead`;

function useBackend(insert: () => Response = () => new HttpResponse(null, { status: 201 })) {
  const saved: unknown[] = [];
  const notified: unknown[] = [];
  server.use(
    http.post(requestsUrl, async ({ request }) => {
      saved.push(await request.json());
      return insert();
    }),
    http.post(functionUrl, async ({ request }) => {
      notified.push(await request.json());
      return HttpResponse.json({ status: 'sent' });
    }),
  );
  return { saved, notified };
}

/** Opens the chat and gets the generic reply, which promises the team will get back. */
async function chatUntilFollowUp(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<ChatWidget />);
  await user.click(screen.getByRole('button', { name: 'Chat with us' }));
  await user.type(await screen.findByLabelText('Type your message'), 'Hoardings near Kathipara{Enter}');
  const log = screen.getByRole('log');
  await within(log).findByText(REPLIES.generic, undefined, { timeout: 3000 });
  return log;
}

describe("the chat's call-back request", () => {
  it('offers a call back and WhatsApp after a reply that promises follow-up, and saves the request as a lead', async () => {
    const user = userEvent.setup({ delay: null });
    const { saved, notified } = useBackend();
    const log = await chatUntilFollowUp(user);
    expect(within(log).getByRole('link', { name: 'Or message us on WhatsApp now' })).toHaveAttribute('href', expect.stringContaining('https://wa.me/'));
    await user.click(within(log).getByRole('button', { name: 'Request a call back' }));

    const form = screen.getByRole('form', { name: 'Request a call back' });
    expect(within(form).getByRole('heading', { name: 'Request a call back' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Call me back' }));
    expect(within(form).getByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Phone number is required')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.type(within(form).getByLabelText(/Full Name/), 'Karthik Raja');
    await user.type(within(form).getByLabelText(/Phone Number/), '0984001234');
    await user.click(within(form).getByRole('button', { name: 'Call me back' }));
    expect(within(form).getByText('Enter a valid 10-digit phone number')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Phone Number/));
    await user.type(within(form).getByLabelText(/Phone Number/), '9840012345');
    await user.click(within(form).getByRole('button', { name: 'Call me back' }));

    expect(await within(log).findByText('Thank you, Karthik Raja. We will call you on +91 98400 12345 within one business day.')).toBeInTheDocument();
    expect(saved).toEqual([{ ...savedLeadExtras, name: 'Karthik Raja', phone: '9840012345', page: '/', conversation: 'Hoardings near Kathipara' }]);
    await waitFor(() => expect(notified).toEqual([{ id: (saved[0] as { id: string }).id }]));
    expect(screen.queryByRole('form', { name: 'Request a call back' })).toBeNull();
    expect(screen.getByLabelText('Type your message')).toHaveFocus();
    // One request is enough: the offer does not come back.
    expect(within(log).queryByRole('button', { name: 'Request a call back' })).toBeNull();
  });

  it("shows the database's refusal in the form and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = 'Too many submissions in a short time. Please wait a few minutes and try again.';
    useBackend(() => HttpResponse.json({ code: 'PT429', message: refusal, details: null, hint: null }, { status: 429 }));
    const log = await chatUntilFollowUp(user);
    await user.click(within(log).getByRole('button', { name: 'Request a call back' }));
    const form = screen.getByRole('form', { name: 'Request a call back' });
    await user.type(within(form).getByLabelText(/Full Name/), 'Karthik Raja');
    await user.type(within(form).getByLabelText(/Phone Number/), '9840012345');
    await user.click(within(form).getByRole('button', { name: 'Call me back' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(form).getByLabelText(/Full Name/)).toHaveValue('Karthik Raja');
  });

  it('Cancel closes the form and puts the visitor back in the message box', async () => {
    const user = userEvent.setup({ delay: null });
    const log = await chatUntilFollowUp(user);
    await user.click(within(log).getByRole('button', { name: 'Request a call back' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Request a call back' })).toBeNull();
    expect(screen.getByLabelText('Type your message')).toHaveFocus();
  });
});
