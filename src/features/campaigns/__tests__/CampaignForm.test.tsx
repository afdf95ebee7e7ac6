import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { addDays, addMonths, today } from '@/lib/calendar-days';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { CampaignForm } from '../components/admin/CampaignForm';

/** docs/product.md §13, a campaign's page: live totals from pricing.ts, and sending a saved draft as a proposal. */

const campaignId = '7a000000-0000-4000-8000-000000000001';
const starts = addDays(today(), 10);
const line = {
  id: '7b000000-0000-4000-8000-000000000001',
  campaign_id: campaignId,
  site_id: '6c1f3d2a-0000-4000-8000-000000000014',
  starts_on: starts,
  // Three whole months from the start day.
  ends_on: addDays(addMonths(starts, 3), -1),
  monthly_rate: 100000,
  list_rate: 100000,
  discount_percent: 0,
  discount_reason: null,
  booking_id: null,
  created_at: '2026-11-26T10:00:00Z',
  site: { id: '6c1f3d2a-0000-4000-8000-000000000014', code: 'CHN-OMR-014', name: 'OMR Thoraipakkam', locality: 'Thoraipakkam', area_sqft: 800, monthly_rate: 100000 },
  // Held for the client once sent, until long after any test.
  booking: { kind: 'hold', expires_at: '2999-01-01T00:00:00Z' },
};
const draft = {
  id: campaignId,
  reference: 'CP-7A000000',
  title: 'Pongal on OMR',
  customer_id: 'c0000000-0000-4000-8000-000000000001',
  contact_id: null,
  owner_id: null,
  lead_id: null,
  status: 'draft',
  version: 1,
  valid_until: null,
  include_printing: true,
  include_mounting: true,
  terms: 'Fifty percent on confirmation.',
  sent_at: null,
  accepted_at: null,
  accepted_name: null,
  accepted_designation: null,
  created_at: '2026-11-26T10:00:00Z',
  updated_at: '2026-11-26T10:00:00Z',
  customer: { name: 'Kanchi Loom House' },
  campaign_lines: [line],
};
const settings = { id: true, hold_days: 3, validity_days: 7, discount_limit_percent: 10, printing_rate_per_sqft: 12, mounting_rate_per_sqft: 4, gst_percent: 18, terms: 'Default terms.', updated_at: '2026-11-26T10:00:00Z' };

const acceptedHistory = [
  { id: 'e1', kind: 'sent', at: '2026-11-20T10:00:00Z', by_name: 'Divya Natarajan', note: null },
  { id: 'e2', kind: 'accepted', at: '2026-11-22T10:00:00Z', by_name: 'Latha Raman, Brand Manager', note: null },
];

function setup({
  sendReply,
  start = draft,
  steps = acceptedHistory,
  otherBookings = [],
}: { sendReply?: () => Response; start?: Record<string, unknown>; steps?: Array<Record<string, unknown>>; otherBookings?: unknown[] } = {}) {
  let campaign: Record<string, unknown> = start;
  const sent: unknown[] = [];
  const cancelled: unknown[] = [];
  const revised: unknown[] = [];
  let history = steps;
  server.use(
    http.get(`${testOrigin}/rest/v1/site_bookings`, () => HttpResponse.json(otherBookings)),
    http.post(`${testOrigin}/rest/v1/rpc/revise_proposal`, async ({ request }) => {
      revised.push(await request.json());
      campaign = { ...campaign, status: 'draft', version: Number(campaign.version) + 1, sent_at: null, updated_at: '2026-11-28T11:00:00Z' };
      history = [...history, { id: 'e9', kind: 'revised', at: '2026-11-28T11:00:00Z', by_name: 'Divya Natarajan', note: `Version ${String(campaign.version)}` }];
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${testOrigin}/rest/v1/campaign_events`, () => HttpResponse.json(history)),
    http.post(`${testOrigin}/rest/v1/rpc/cancel_campaign`, async ({ request }) => {
      cancelled.push(await request.json());
      campaign = { ...campaign, status: 'cancelled', updated_at: '2026-11-28T10:00:00Z' };
      history = [...history, { id: 'e3', kind: 'cancelled', at: '2026-11-28T10:00:00Z', by_name: 'Divya Natarajan', note: 'The landlord took the site back.' }];
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${testOrigin}/rest/v1/campaigns`, () => HttpResponse.json(campaign)),
    http.get(`${testOrigin}/rest/v1/sales_settings`, () => HttpResponse.json(settings)),
    http.get(`${testOrigin}/rest/v1/customers`, () => HttpResponse.json([{ id: draft.customer_id, name: 'Kanchi Loom House' }])),
    http.get(`${testOrigin}/rest/v1/customer_contacts`, () => HttpResponse.json([])),
    http.post(`${testOrigin}/rest/v1/rpc/lead_workers`, () => HttpResponse.json([{ id: 'u1', email: 'sales@example.com', full_name: 'Divya Natarajan', role: 'sales' }])),
    http.post(`${testOrigin}/functions/v1/proposal-mail`, async ({ request }) => {
      sent.push(await request.json());
      if (sendReply) return sendReply();
      campaign = { ...draft, status: 'sent', sent_at: '2026-11-27T10:00:00Z', valid_until: '2026-12-04', updated_at: '2026-11-27T10:00:00Z' };
      return HttpResponse.json({ url: `${window.location.origin}/proposals/secret-token-123`, email: 'sent' });
    }),
  );
  renderAdmin(<CampaignForm id={campaignId} canSell isAdmin={false} userId="u1" />, { path: `/admin/campaigns/${campaignId}` });
  return { user: userEvent.setup({ delay: null }), sent, cancelled, revised };
}

const totals = () => screen.getByRole('region', { name: 'Totals' });

describe('CampaignForm: totals', () => {
  it('shows media, printing, mounting, CGST and SGST halves and the total in figures and words', async () => {
    setup();
    await screen.findByRole('region', { name: 'Totals' });
    // The customer and owner show once their choices have arrived.
    await waitFor(() => expect(screen.getByLabelText(/^Customer/)).toHaveDisplayValue('Kanchi Loom House'));
    // 3 months × ₹1,00,000; 800 sq ft × ₹12 printing and × ₹4 mounting; 9% + 9% of ₹3,12,800.
    expect(totals()).toHaveTextContent('Media₹3,00,000');
    expect(totals()).toHaveTextContent('Printing₹9,600');
    expect(totals()).toHaveTextContent('Mounting₹3,200');
    expect(totals()).toHaveTextContent('Subtotal₹3,12,800');
    expect(totals()).toHaveTextContent('CGST 9%₹28,152');
    expect(totals()).toHaveTextContent('SGST 9%₹28,152');
    expect(totals()).toHaveTextContent('Total₹3,69,104');
    expect(totals()).toHaveTextContent('Three lakh sixty-nine thousand one hundred four rupees only');
    expect(await screen.findByText('Free on these dates.')).toBeInTheDocument();
  });

  it("shows the database's refusal of a discount until the discount changes", async () => {
    const refusal = "This price is 20% below the site's list rate of ₹1,00,000 a month: a discount above 10% needs an admin, so ask an admin to set it.";
    server.use(http.post(`${testOrigin}/rest/v1/rpc/save_campaign`, () => HttpResponse.json({ code: 'PT422', message: refusal, details: null, hint: null }, { status: 400 })));
    const { user } = setup();
    const lineGroup = await screen.findByRole('group', { name: /^Line 1: CHN-OMR-014/ });
    const discount = within(lineGroup).getByLabelText(/^Discount %/);
    await user.type(discount, '20');
    await user.type(within(lineGroup).getByLabelText(/^Discount reason/), 'Festival');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await user.clear(discount);
    await user.type(discount, '10');
    await waitFor(() => expect(screen.queryByText(refusal)).not.toBeInTheDocument());
  });

  it("says while the dates are chosen whether the site is free, booked by another client, or held for one", async () => {
    setup({
      otherBookings: [
        { id: 'b1', kind: 'confirmed', client_name: 'Marina Mart', starts_on: addDays(starts, 20), ends_on: addDays(starts, 40), expires_at: null },
        { id: 'b2', kind: 'hold', client_name: 'Chandran Sweets', starts_on: starts, ends_on: addDays(starts, 9), expires_at: '2099-01-02T10:00:00Z' },
      ],
    });
    const lineGroup = await screen.findByRole('group', { name: /^Line 1: CHN-OMR-014/ });
    expect(await within(lineGroup).findByText(/^Booked for Marina Mart from .+: change the dates or remove the site before sending\.$/)).toBeInTheDocument();
    expect(within(lineGroup).getByText(/^Held for Chandran Sweets until .+: whoever confirms first books it\.$/)).toBeInTheDocument();
  });

  it('follows the rate, the discount and the printing choice as they are typed', async () => {
    const { user } = setup();
    const lineGroup = await screen.findByRole('group', { name: /^Line 1: CHN-OMR-014/ });
    const rate = within(lineGroup).getByLabelText(/^Monthly rate/);
    await user.clear(rate);
    await user.type(rate, '50000');
    await user.type(within(lineGroup).getByLabelText(/^Discount %/), '10');
    await user.click(screen.getByLabelText('Include printing'));
    // Listed at ₹1,00,000: ₹3,00,000 of media, down to ₹1,50,000 agreed less 10% (decision 083), ₹1,65,000 off; plus
    // mounting ₹3,200 = ₹1,38,200; GST ₹12,438 each half.
    await waitFor(() => expect(totals()).toHaveTextContent('Subtotal₹1,38,200'));
    expect(totals()).toHaveTextContent('Media₹3,00,000');
    expect(totals()).toHaveTextContent('Discount-₹1,65,000');
    expect(totals()).not.toHaveTextContent('Printing');
    expect(totals()).toHaveTextContent('Total₹1,63,076');
    expect(totals()).toHaveTextContent('One lakh sixty-three thousand seventy-six rupees only');
  });
});

describe('CampaignForm: a rate below the list rate', () => {
  it('shows the site\'s list rate on the line, and asks why when the rate typed is below it', async () => {
    const { user } = setup();
    const lineGroup = await screen.findByRole('group', { name: /^Line 1: CHN-OMR-014/ });
    expect(within(lineGroup).getByText(/listed at ₹1,00,000 a month/)).toBeInTheDocument();
    const rate = within(lineGroup).getByLabelText(/^Monthly rate/);
    await user.clear(rate);
    await user.type(rate, '95000');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(lineGroup).findByText('Say why there is a discount')).toBeInTheDocument();
  });
});

describe('CampaignForm: sending the proposal', () => {
  it('sends a saved draft by e-mail, then shows the link once with Copy and Open, and the campaign as sent, to be sent again', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('button', { name: 'Send proposal' }));
    const link = await screen.findByRole('status', { name: 'Proposal link' });
    expect(sent).toEqual([{ send: campaignId }]);
    expect(within(link).getByLabelText('Link for the client')).toHaveValue(`${window.location.origin}/proposals/secret-token-123`);
    expect(link).toHaveTextContent("It was e-mailed to the campaign's contact. This link is shown only now. For another, use 'Send again': the sites stay held.");
    expect(within(link).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(link).getByRole('link', { name: 'Open' })).toHaveAttribute('href', `${window.location.origin}/proposals/secret-token-123`);
    expect(await screen.findByText(/Sent: only drafts can be edited/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('heading', { name: /^Proposal .* sent again$/ })).toBeInTheDocument();
    expect(sent).toEqual([{ send: campaignId }, { resend: campaignId }]);
  });

  it('says why the database refused to send, in its own sentence', async () => {
    const refusal = 'CHN-OMR-014 is already booked for Northstar from 1 Jan 2027 to 31 Jan 2027. Change the line\'s dates or remove it.';
    const { user } = setup({ sendReply: () => HttpResponse.json({ error: refusal }, { status: 409 }) });
    await user.click(await screen.findByRole('button', { name: 'Send proposal' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The proposal was not sent');
    expect(alert).toHaveTextContent(refusal);
    expect(screen.queryByRole('status', { name: 'Proposal link' })).not.toBeInTheDocument();
  });

  it('asks for a save before sending while the form has unsaved changes', async () => {
    const { user, sent } = setup();
    await user.type(await screen.findByLabelText(/^Title/), ' and GST Road');
    expect(screen.getByRole('button', { name: 'Send proposal' })).toBeDisabled();
    expect(screen.getByText('Save the draft first: the proposal sends what is saved.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('CampaignForm: cancelling an accepted campaign', () => {
  const confirmed = { ...draft, status: 'confirmed', sent_at: '2026-11-20T10:00:00Z', valid_until: '2026-11-27', accepted_at: '2026-11-22T10:00:00Z', accepted_name: 'Latha Raman', accepted_designation: 'Brand Manager' };

  it('asks why, confirms, and then shows the campaign cancelled with the reason in its history', async () => {
    // Its jobs (none here) are listed from its acceptance on.
    server.use(
      http.get(`${testOrigin}/rest/v1/mounting_jobs`, () => HttpResponse.json([])),
      http.post(`${testOrigin}/rest/v1/rpc/crew_members`, () => HttpResponse.json([])),
    );
    const { user, cancelled } = setup({ start: confirmed });
    const form = await screen.findByRole('form', { name: 'Cancel campaign' });
    expect(await screen.findByText('Accepted by the client: Latha Raman, Brand Manager')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel campaign' }));
    expect(within(form).getByText('Say why the campaign is cancelled.')).toBeInTheDocument();
    expect(cancelled).toEqual([]);

    await user.type(within(form).getByLabelText(/^Why is it cancelled\?/), '  The landlord took the site back. ');
    await user.click(within(form).getByRole('button', { name: 'Cancel campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this campaign?' });
    expect(dialog).toHaveTextContent('Cancel campaign CP-7A000000? Its sites are released');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));

    expect(await screen.findByText(/^Cancelled: it stays in the records/)).toBeInTheDocument();
    expect(cancelled).toEqual([{ campaign: campaignId, reason: 'The landlord took the site back.' }]);
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Cancelled by Divya Natarajan')).toBeInTheDocument();
    expect(within(history).getByText('“The landlord took the site back.”')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Cancel campaign' })).not.toBeInTheDocument();
  });

  it("shows the client's request for changes in their words, and revises the proposal into a draft of its next version", async () => {
    const asked = { ...draft, status: 'changes_asked', sent_at: '2026-11-20T10:00:00Z', valid_until: '2026-12-04' };
    const { user, revised } = setup({
      start: asked,
      steps: [
        { id: 'e1', kind: 'sent', at: '2026-11-20T10:00:00Z', by_name: 'Divya Natarajan', note: null },
        { id: 'e1m', kind: 'emailed', at: '2026-11-20T10:00:01Z', by_name: 'Divya Natarajan', note: 'The proposal e-mailed to latha@kanchiloom.in, copy to sales@example.com.' },
        { id: 'e2', kind: 'viewed', at: '2026-11-21T10:00:00Z', by_name: null, note: null },
        { id: 'e3', kind: 'changes_asked', at: '2026-11-22T10:00:00Z', by_name: 'Latha Raman', note: 'Can we start on the 5th?' },
      ],
    });
    const request = await screen.findByRole('region', { name: 'Latha Raman asked for changes' });
    expect(within(request).getByText('Can we start on the 5th?')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Opened by the client')).toBeInTheDocument();
    expect(within(history).getByText('The proposal e-mailed to latha@kanchiloom.in, copy to sales@example.com. Sent by Divya Natarajan.')).toBeInTheDocument();
    expect(within(history).getByText('Changes asked by the client: Latha Raman')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revise proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revise proposal CP-7A000000?' });
    expect(dialog).toHaveTextContent('It becomes a draft of version 2 for you to change and send.');
    await user.click(within(dialog).getByRole('button', { name: 'Revise' }));

    expect(await screen.findByRole('button', { name: 'Send proposal' })).toBeInTheDocument();
    expect(revised).toEqual([{ campaign: campaignId }]);
    expect(screen.queryByRole('region', { name: 'Latha Raman asked for changes' })).not.toBeInTheDocument();
  });

  it("flags a valid proposal whose holds lapsed, and holds its sites again, saying line by line what was held", async () => {
    const lapsed = { ...line, booking: { kind: 'hold', expires_at: '2026-11-01T00:00:00Z' } };
    const sent = { ...draft, status: 'sent', sent_at: '2026-11-20T10:00:00Z', valid_until: addDays(today(), 5), campaign_lines: [lapsed] };
    const asked: unknown[] = [];
    server.use(
      http.post(`${testOrigin}/rest/v1/rpc/hold_proposal_again`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json([{ code: 'CHN-OMR-014', held: true, reason: null }]);
      }),
    );
    const { user } = setup({ start: sent, steps: [] });
    const panel = await screen.findByRole('region', { name: 'Holds have lapsed' });
    expect(panel).toHaveTextContent('The holds on CHN-OMR-014 have lapsed, though the proposal is valid until');
    await user.click(within(panel).getByRole('button', { name: 'Hold again' }));
    expect(await within(panel).findByText('CHN-OMR-014: held again.')).toBeInTheDocument();
    expect(asked).toEqual([{ campaign: campaignId }]);
  });
});
