import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { InvoiceRemindersPanel } from '../components/InvoiceRemindersPanel';

/** docs/product.md §16, Payment reminders: each reminder of an invoice in a sentence, sent or why not. */

const reminders = [
  { id: 'r1', stage: 0, status: 'skipped', email: null, failure: 'A later reminder took its place.', queued_at: '2027-03-08T03:30:00Z', attempted_at: '2027-04-07T03:30:00Z' },
  { id: 'r2', stage: 30, status: 'sent', email: 'meena@kovai-silks.in', failure: null, queued_at: '2027-04-07T03:30:00Z', attempted_at: '2027-04-07T03:30:05Z' },
  { id: 'r3', stage: 60, status: 'failed', email: 'meena@kovai-silks.in', failure: 'The e-mail provider answered 422: invalid recipient', queued_at: '2027-05-07T03:30:00Z', attempted_at: '2027-05-07T03:30:04Z' },
];

describe('payment reminders on the invoice', () => {
  it('says when each was sent and to whom, or why it was not', async () => {
    server.use(http.get(`${testOrigin}/rest/v1/invoice_reminders`, () => HttpResponse.json(reminders)));
    renderAdmin(<InvoiceRemindersPanel id="i1" />);
    const panel = await screen.findByRole('region', { name: 'Payment reminders' });
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Reminder not sent: on the due day. A later reminder took its place.',
      'Reminder sent on 7 Apr 2027 to meena@kovai-silks.in: 30 days past due.',
      'Reminder to meena@kovai-silks.in failed on 7 May 2027: 60 days past due. The e-mail provider answered 422: invalid recipient',
    ]);
  });

  it('shows nothing before the first reminder', async () => {
    server.use(http.get(`${testOrigin}/rest/v1/invoice_reminders`, () => HttpResponse.json([])));
    renderAdmin(<InvoiceRemindersPanel id="i1" />);
    await waitForElementToBeRemoved(() => screen.queryByText('Loading reminders...'));
    expect(screen.queryByRole('region', { name: 'Payment reminders' })).not.toBeInTheDocument();
  });
});
