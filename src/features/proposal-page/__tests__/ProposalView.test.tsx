import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { ProposalView } from '../components/ProposalView';
import type { Acceptance, OpenProposal } from '../types';

type User = ReturnType<typeof userEvent.setup>;

const rpc = (name: string) => `${testOrigin}/rest/v1/rpc/${name}`;
const notifyUrl = `${testOrigin}/functions/v1/notify-lead`;

const open: OpenProposal = {
  state: 'open',
  reference: 'CP-1A2B3C4D',
  title: 'Diwali on OMR',
  status: 'sent',
  version: 1,
  agency: { gstin: '33AAFCC4821K1ZS', pan: 'AAFCC4821K', logo: '/favicon.svg' },
  changes_asked: null,
  sent_at: '2027-01-04T20:30:00Z', // 5 Jan in India
  valid_until: '2027-01-12',
  accepted: null,
  customer: { name: 'Kaveri Foods Pvt Ltd', gstin: '33AABCK1234M1ZR', billing_address: '12, Cathedral Road\nChennai 600086' },
  contact: { name: 'Lakshmi Narayanan', designation: 'Brand Manager' },
  owner: { name: 'Divya Natarajan', title: 'Sales Manager', email: 'sales@example.com' },
  include_printing: true,
  include_mounting: true,
  terms: 'Rates are per month, exclusive of GST.',
  advance_paise: 0,
  waiting_for: null,
  rates: { gst_percent: 18, printing_per_sqft: 12, mounting_per_sqft: 4 },
  lines: [
    {
      id: 'line-1',
      code: 'CHN-OMR-001',
      name: 'OMR Thoraipakkam Hoarding',
      locality: 'Thoraipakkam',
      address: 'OMR near the signal',
      latitude: 12.9401,
      longitude: 80.2337,
      format: 'hoarding',
      width_ft: 40,
      height_ft: 20,
      area_sqft: 800,
      lighting: 'front_lit',
      facing: 'Towards Sholinganallur',
      daily_traffic: 185000,
      photo: null,
      starts_on: '2027-02-01',
      ends_on: '2027-03-10',
      monthly_rate: 150000,
      list_rate: null,
      discount_percent: 5,
      confirmed: false,
      held_until: null,
    },
  ],
};

/** proposal_view answering `answers` in turn (the last one from then on), counting its calls. */
function useView(...answers: JsonBodyType[]) {
  const calls: unknown[] = [];
  server.use(
    http.post(rpc('proposal_view'), async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json(answers[Math.min(calls.length - 1, answers.length - 1)]);
    }),
  );
  return calls;
}

/** notify-lead, recording the ids it was asked about. */
function useNotify() {
  const ids: unknown[] = [];
  server.use(
    http.post(notifyUrl, async ({ request }) => {
      ids.push(((await request.json()) as { id: string }).id);
      return HttpResponse.json({ sent: true });
    }),
  );
  return ids;
}

function renderProposal(token = 'secret-token') {
  return renderWithProviders(<ProposalView token={token} />, { path: `/proposals/${token}` });
}

async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The tokens note_proposal_viewed was called with, this test. */
let viewed: unknown[] = [];
beforeEach(() => {
  viewed = [];
  server.use(
    http.post(rpc('note_proposal_viewed'), async ({ request }) => {
      viewed.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ProposalView', { timeout: 20_000 }, () => {
  it('says a wrong or revoked link is not valid, with the agency phone, and keeps the page out of search', async () => {
    const calls = useView(null);
    renderProposal('wrong');
    expect(screen.getByText('Loading proposal...')).toBeInTheDocument();
    expect(await screen.findByText('This proposal link is not valid. Ask us for a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call \+91 98400 12345/ })).toHaveAttribute('href', 'tel:+919840012345');
    expect(calls).toEqual([{ token: 'wrong' }]);
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
    // The token is the client's key: no tag of the page names it.
    expect(document.head.innerHTML).not.toContain('wrong');
  });

  it('shows only the sentence of an ended proposal', async () => {
    useView({ state: 'ended', reference: 'CP-1A2B3C4D', message: 'This proposal was valid until 12 Jan 2027 and has expired.' });
    renderProposal();
    expect(await screen.findByRole('heading', { level: 1, name: 'This proposal was valid until 12 Jan 2027 and has expired.' })).toBeInTheDocument();
    expect(screen.queryByText(/CP-1A2B3C4D/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an open proposal as a document: letterhead, parties, each site with its facts and dates, locations, terms, answers', async () => {
    useView(open);
    renderProposal();
    expect(await screen.findByRole('heading', { level: 1, name: 'Proposal CP-1A2B3C4D' })).toBeInTheDocument();
    expect(screen.getByText('Diwali on OMR')).toBeInTheDocument();
    expect(screen.getByText('Chennai Outdoor Media')).toBeInTheDocument();
    expect(screen.getByText(/42, Anna Salai, Teynampet/)).toBeInTheDocument();
    expect(screen.getByText(/GSTIN 33AAFCC4821K1ZS · PAN AAFCC4821K/)).toBeInTheDocument();

    const forWhom = screen.getByRole('region', { name: 'Prepared for' });
    expect(within(forWhom).getByText('Kaveri Foods Pvt Ltd')).toBeInTheDocument();
    expect(within(forWhom).getByText('33AABCK1234M1ZR')).toBeInTheDocument();
    expect(within(forWhom).getByText('Lakshmi Narayanan, Brand Manager')).toBeInTheDocument();
    const byWhom = screen.getByRole('region', { name: 'Prepared by' });
    expect(within(byWhom).getByText('Divya Natarajan')).toBeInTheDocument();
    expect(within(byWhom).getByText('Sales Manager')).toBeInTheDocument();
    expect(within(byWhom).getByText('5 Jan 2027')).toBeInTheDocument();
    expect(within(byWhom).getByText('12 Jan 2027')).toBeInTheDocument();

    const site = screen.getByRole('article', { name: 'CHN-OMR-001 · OMR Thoraipakkam Hoarding' });
    for (const text of ['Thoraipakkam', 'Hoarding', '40 × 20 ft (800 sq ft)', 'Front-lit', 'Towards Sholinganallur', '1,85,000 a day', '1 Feb 2027 to 10 Mar 2027', '1 month and 10 days']) {
      expect(within(site).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Open in Maps: CHN-OMR-001/ })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=12.9401,80.2337');
    expect(screen.getByText('Rates are per month, exclusive of GST.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Accept proposal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for changes' })).toBeInTheDocument();
  });

  it('prices each site with the campaigns pricing: media, discount, printing, mounting, then CGST, SGST and the total in figures and words', async () => {
    useView(open);
    renderProposal();
    const table = await screen.findByRole('table');
    const site = within(table).getByRole('row', { name: /CHN-OMR-001/ });
    // 1 Feb – 10 Mar: 1.33 months of ₹1,50,000; 5% off the media; 800 sq ft at ₹12 and ₹4.
    expect(site).toHaveTextContent(/1\.33 months.*₹1,50,000.*₹1,99,500.*−₹9,975.*5%.*₹9,600.*₹3,200.*₹2,02,325/);
    const total = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement;
    expect(total('Subtotal')).toHaveTextContent('Subtotal₹2,02,325');
    expect(total('CGST 9%')).toHaveTextContent('CGST 9%₹18,209');
    expect(total('SGST 9%')).toHaveTextContent('SGST 9%₹18,209');
    expect(total('Total')).toHaveTextContent('Total₹2,38,743');
    expect(screen.getByText(/^Total in words:/).parentElement).toHaveTextContent(/Total in words: two lakh thirty-eight thousand seven hundred forty-three rupees only/i);
    expect(screen.getByText('Printing at ₹12 a sq ft and mounting at ₹4 a sq ft, once per site.')).toBeInTheDocument();
  });

  it('shows a rate agreed below the site\'s list rate as the list rate and one discount, for the same amount', async () => {
    useView({ ...open, lines: open.lines.map((line) => ({ ...line, list_rate: 160000 })) });
    renderProposal();
    const site = within(await screen.findByRole('table')).getByRole('row', { name: /CHN-OMR-001/ });
    // 1.33 months at the list rate of ₹1,60,000 = ₹2,12,800; down to ₹1,99,500 agreed, less 5%: ₹23,275 off, 10.94%.
    expect(site).toHaveTextContent(/₹1,60,000.*₹2,12,800.*−₹23,275.*10\.94%.*₹9,600.*₹3,200.*₹2,02,325/);
    expect(screen.getByText('Total', { selector: 'dt' }).parentElement).toHaveTextContent('Total₹2,38,743');
  });

  it('leaves printing and mounting out of the table when the campaign does not include them', async () => {
    useView({ ...open, include_printing: false, include_mounting: false });
    renderProposal();
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Printing' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Mounting' })).not.toBeInTheDocument();
    expect(screen.getByText('Subtotal', { selector: 'dt' }).parentElement).toHaveTextContent('Subtotal₹1,89,525');
  });

  it('checks the accept form in sentences and sends nothing until it is complete', async () => {
    useView(open);
    const accepts: unknown[] = [];
    server.use(http.post(rpc('accept_proposal'), async ({ request }) => (accepts.push(await request.json()), HttpResponse.json({}))));
    const user = userEvent.setup({ delay: null });
    renderProposal();
    await user.click(await screen.findByRole('button', { name: 'Accept proposal' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your designation, for example Marketing Manager.')).toBeInTheDocument();
    expect(screen.getByText('Tick the box to confirm that you accept this proposal.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Accept proposal' });
    expect(within(form).getByLabelText(/Your name/)).toHaveFocus();

    await fill(user, within(form).getByLabelText(/Your name/), 'Lakshmi Narayanan');
    await fill(user, within(form).getByLabelText(/Designation/), 'Brand Manager');
    await user.click(within(form).getByRole('button', { name: 'Accept proposal' }));
    expect(screen.getByRole('checkbox')).toHaveFocus();
    expect(accepts).toHaveLength(0);
  });

  it('accepts once on a double click, asks for the notification, and shows line by line what is held for the purchase order', async () => {
    useView(open, { ...open, state: 'accepted', status: 'accepted', accepted: { name: 'Lakshmi Narayanan', designation: 'Brand Manager', at: '2027-01-06T05:00:00Z' } });
    const notified = useNotify();
    const accepts: unknown[] = [];
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const acceptance: Acceptance = {
      response_id: 'response-1',
      holds_until: '2027-01-12',
      waiting_for: { purchase_order: true, advance_paise: 0, advance_received_paise: 0 },
      lines: [
        { code: 'CHN-OMR-001', name: 'OMR Thoraipakkam Hoarding', starts_on: '2027-02-01', ends_on: '2027-03-10', confirmed: false, held: true, reason: null, next_free_start: null },
        {
          code: 'CHN-ECR-002',
          name: 'ECR Unipole',
          starts_on: '2027-02-01',
          ends_on: '2027-02-28',
          confirmed: false,
          held: false,
          reason: 'CHN-ECR-002 is already booked for Northstar from 1 Feb 2027 to 15 Feb 2027.',
          next_free_start: '2027-02-16',
        },
      ],
    };
    server.use(
      http.post(rpc('accept_proposal'), async ({ request }) => {
        accepts.push(await request.json());
        await answered;
        return HttpResponse.json(acceptance);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderProposal();
    const form = await screen.findByRole('form', { name: 'Accept proposal' });
    await fill(user, within(form).getByLabelText(/Your name/), 'Lakshmi Narayanan');
    await fill(user, within(form).getByLabelText(/Designation/), 'Brand Manager');
    await user.click(within(form).getByRole('checkbox'));
    await user.dblClick(within(form).getByRole('button', { name: 'Accept proposal' }));
    expect(await within(form).findByRole('button', { name: 'Accepting...' })).toBeDisabled();
    release();

    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Thank you: you have accepted this proposal.');
    expect(result).toHaveTextContent(
      '1 of 2 sites are held for you until 12 Jan 2027. We will call you within one business day about the others. We confirm the bookings when your purchase order reaches us.',
    );
    expect(result).toHaveTextContent('CHN-OMR-001 OMR Thoraipakkam Hoarding, 1 Feb 2027 to 10 Mar 2027: held for you.');
    expect(result).toHaveTextContent(
      'CHN-ECR-002 ECR Unipole, 1 Feb 2027 to 28 Feb 2027: not held. CHN-ECR-002 is already booked for Northstar from 1 Feb 2027 to 15 Feb 2027. It is free for as long from 16 Feb 2027.',
    );
    expect(accepts).toEqual([{ token: 'secret-token', signer_name: 'Lakshmi Narayanan', signer_designation: 'Brand Manager' }]);
    await waitFor(() => expect(notified).toEqual(['response-1']));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Accept proposal' })).not.toBeInTheDocument());
  });

  it('notes the first look at an open proposal for the agency, once, and not at an accepted one', async () => {
    useView(open);
    const { unmount } = renderProposal();
    await screen.findByRole('heading', { level: 1, name: 'Proposal CP-1A2B3C4D' });
    await waitFor(() => expect(viewed).toEqual([{ token: 'secret-token' }]));
    unmount();
    useView({ ...open, state: 'accepted', status: 'confirmed', accepted: { name: 'Lakshmi Narayanan', designation: null, at: '2027-01-06T20:00:00Z' } });
    renderProposal('accepted-token');
    await screen.findByText(/Accepted by/);
    expect(viewed).toEqual([{ token: 'secret-token' }]);
  });

  it("says back the client's request for changes on a revised version, and still lets them accept it", async () => {
    useView({ ...open, status: 'changes_asked', version: 2, changes_asked: { name: 'Lakshmi Narayanan', at: '2027-01-06T05:00:00Z', message: 'Can we start on the 5th?' } });
    renderProposal();
    expect(await screen.findByText('Version 2')).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Lakshmi Narayanan asked for changes on 6 Jan 2027. We will send you a revised proposal; until then you can still accept this one.');
    expect(within(note).getByText('Can we start on the 5th?')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Accept proposal' })).toBeInTheDocument();
  });

  it('shows who accepted and when on an accepted proposal, without the answers', async () => {
    useView({ ...open, state: 'accepted', status: 'confirmed', accepted: { name: 'Lakshmi Narayanan', designation: 'Brand Manager', at: '2027-01-06T20:00:00Z' }, lines: [{ ...open.lines[0], confirmed: true }] });
    renderProposal();
    expect(await screen.findByText(/Accepted by/)).toHaveTextContent('Accepted by Lakshmi Narayanan, Brand Manager, on 7 Jan 2027.');
    expect(screen.getByText('Booked for these dates')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept proposal' })).not.toBeInTheDocument();
  });

  it("shows the database's refusal as its sentence and keeps what was typed", async () => {
    useView(open);
    server.use(
      http.post(rpc('accept_proposal'), () =>
        HttpResponse.json({ code: 'PT409', message: 'This proposal was already accepted by Ravi Kumar on 6 Jan 2027.', details: null, hint: null }, { status: 409 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderProposal();
    const form = await screen.findByRole('form', { name: 'Accept proposal' });
    await fill(user, within(form).getByLabelText(/Your name/), 'Lakshmi Narayanan');
    await fill(user, within(form).getByLabelText(/Designation/), 'Brand Manager');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Accept proposal' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This proposal was already accepted by Ravi Kumar on 6 Jan 2027.');
    expect(within(form).getByLabelText(/Your name/)).toHaveValue('Lakshmi Narayanan');
    expect(within(form).getByLabelText(/Designation/)).toHaveValue('Brand Manager');
    expect(within(form).getByRole('checkbox')).toBeChecked();
  });

  it('says what to do when the network fails, not the technical error', async () => {
    useView(open);
    server.use(http.post(rpc('accept_proposal'), () => HttpResponse.error()));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderProposal();
    const form = await screen.findByRole('form', { name: 'Accept proposal' });
    await fill(user, within(form).getByLabelText(/Your name/), 'Lakshmi Narayanan');
    await fill(user, within(form).getByLabelText(/Designation/), 'Brand Manager');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Accept proposal' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('We could not record your acceptance. Please try again, or call us on +91 98400 12345.');
  });

  it('sends a request for changes, asks for the notification and thanks the client', async () => {
    useView(open);
    const notified = useNotify();
    const asked: unknown[] = [];
    server.use(http.post(rpc('ask_for_proposal_changes'), async ({ request }) => (asked.push(await request.json()), HttpResponse.json('response-2'))));
    const user = userEvent.setup({ delay: null });
    renderProposal();
    const form = await screen.findByRole('form', { name: 'Ask for changes' });
    await user.click(within(form).getByRole('button', { name: 'Ask for changes' }));
    expect(await within(form).findByText('Write what you would like changed: a site, the dates, a price.')).toBeInTheDocument();
    await fill(user, within(form).getByLabelText(/Your name/), 'Lakshmi Narayanan');
    await fill(user, within(form).getByLabelText(/What would you like changed/), 'Swap ECR for OMR, please.');
    await user.click(within(form).getByRole('button', { name: 'Ask for changes' }));
    expect(await within(form).findByText('Message sent')).toBeInTheDocument();
    expect(asked).toEqual([{ token: 'secret-token', signer_name: 'Lakshmi Narayanan', message: 'Swap ECR for OMR, please.' }]);
    await waitFor(() => expect(notified).toEqual(['response-2']));
  });
});
