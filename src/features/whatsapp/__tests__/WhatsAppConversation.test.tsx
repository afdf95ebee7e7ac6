import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { fakeRealtime } from '@/testing/realtime';
import { renderWithProviders } from '@/testing/render';
import { restGet, testOrigin } from '@/testing/rest';
import { WhatsAppConversation } from '../admin';

const CONVERSATION = '5eed7a00-0000-4000-8000-000000000001';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

function message(body: string, sentHoursAgo: number, extra: Record<string, unknown> = {}) {
  const at = hoursAgo(sentHoursAgo);
  return { id: crypto.randomUUID(), direction: 'in', kind: 'text', body, status: 'received', failure: null, sent_by: null, created_at: at, sent_at: at, media_path: null, media_name: null, ...extra };
}

/** The conversation's rows, the inbox template, live changes, and what whatsapp-send was asked and answers. */
function conversation(rows: unknown[], answer: Record<string, unknown> = { outcome: 'sent', failure: null }) {
  const realtime = fakeRealtime();
  const sent: unknown[] = [];
  server.use(
    realtime.handler,
    // The rows as they are when asked: a test may add one, as the webhook would.
    http.get(`${testOrigin}/rest/v1/whatsapp_messages`, () => HttpResponse.json(rows)),
    restGet('whatsapp_templates', [{ key: 'follow_up', preview: 'Hello {{1}}, this is Chennai Outdoor Media following up on your enquiry.' }]),
    http.post(`${testOrigin}/functions/v1/whatsapp-send`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ message: 'm1', ...answer });
    }),
  );
  renderWithProviders(<WhatsAppConversation conversation={CONVERSATION} name="Senthil" staffNames={new Map([['5eed0000-0000-4000-8000-000000000006', 'Divya Natarajan']])} />);
  return { realtime, sent };
}

describe('a WhatsApp conversation', () => {
  it('offers free text while the customer wrote under 24 hours ago, and says why a reply was not sent', async () => {
    const { sent } = conversation(
      [message('Rate for OMR?', 2), message('₹1,20,000 a month.', 1, { direction: 'out', status: 'read', sent_by: '5eed0000-0000-4000-8000-000000000006', sent_at: null })],
      { outcome: 'failed', failure: 'WhatsApp answered 400: Recipient phone number not in allowed list' },
    );
    const region = await screen.findByRole('region', { name: 'WhatsApp conversation' });
    expect(await within(region).findByText('Rate for OMR?')).toBeInTheDocument();
    expect(within(region).getByText(/Divya Natarajan · .* · Read/)).toBeInTheDocument();
    await userEvent.type(within(region).getByRole('textbox', { name: 'Reply' }), 'Shall I hold it?');
    await userEvent.click(within(region).getByRole('button', { name: 'Send reply' }));
    expect(await within(region).findByText('WhatsApp answered 400: Recipient phone number not in allowed list')).toBeInTheDocument();
    expect(sent).toEqual([{ conversation: CONVERSATION, text: 'Shall I hold it?' }]);
  });

  it('offers only the approved templates 24 hours after the customer last wrote', async () => {
    const { sent } = conversation([message('Send me the rates', 25)]);
    const region = await screen.findByRole('region', { name: 'WhatsApp conversation' });
    expect(await within(region).findByText(/The customer last wrote more than 24 hours ago/)).toBeInTheDocument();
    expect(within(region).queryByRole('textbox', { name: 'Reply' })).toBeNull();
    await waitFor(() => expect(within(region).getByRole('combobox', { name: 'Template' })).toHaveValue('follow_up'));
    await userEvent.click(within(region).getByRole('button', { name: 'Send template' }));
    await waitFor(() => expect(sent).toEqual([{ conversation: CONVERSATION, template: 'follow_up' }]));
  });

  it("shows a new message of the conversation as it arrives", async () => {
    const rows = [message('Hello', 1)];
    const { realtime } = conversation(rows);
    await screen.findByText('Hello');
    await waitFor(() => expect(realtime.subscribedTables()).toContain('whatsapp_messages'));
    expect(realtime.joins.flatMap((join) => join.bindings)).toContainEqual(expect.objectContaining({ filter: `conversation_id=eq.${CONVERSATION}` }));
    const arrived = message('Is the Guindy site free?', 0);
    rows.push(arrived);
    realtime.emit('whatsapp_messages', 'INSERT', { ...arrived, conversation_id: CONVERSATION });
    expect(await screen.findByText('Is the Guindy site free?')).toBeInTheDocument();
  });
});
