import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { CreditNotesPanel } from '../components/CreditNotesPanel';

/** docs/product.md §16, Credit notes: the invoice's notes, and taking part of its lines back with a reason. */

const lines = [
  { id: 'l1', position: 1, description: 'CHN-OMR-001 Tidel Park hoarding, OMR: display from 1 Dec 2026 to 31 Dec 2026', taxable_paise: 10_000_000, tax_percent: 18, credit_note_lines: [{ taxable_paise: 1_000_000 }] },
  { id: 'l2', position: 2, description: 'Printing of CHN-OMR-001 (800 sq ft)', taxable_paise: 1_200_000, tax_percent: 12, credit_note_lines: [] },
];
const notes = [{ id: 'n1', number: 'CN/26-27/0001', note_date: '2026-12-05', reason: 'The site was dark for three days', total_paise: 1_180_000 }];

function answers(issued: unknown[]) {
  server.use(
    http.get(`${testOrigin}/rest/v1/invoices`, () => HttpResponse.json({ invoice_lines: lines, credit_notes: notes })),
    http.post(`${testOrigin}/rest/v1/rpc/issue_credit_note`, async ({ request }) => {
      issued.push(await request.json());
      return HttpResponse.json('CN/26-27/0002');
    }),
  );
}

describe('credit notes', () => {
  it('lists the notes and issues one for part of a line, checking the amount against what is left of it', async () => {
    const issued: unknown[] = [];
    answers(issued);
    renderAdmin(<CreditNotesPanel id="i1" canBill />);
    const panel = await screen.findByRole('region', { name: 'Credit notes' });
    expect(within(panel).getByText(/The site was dark for three days/)).toBeInTheDocument();
    expect(within(panel).getByText('₹11,800.00 credited')).toBeInTheDocument();

    const form = within(panel).getByRole('form', { name: 'Issue a credit note' });
    await userEvent.click(within(form).getByRole('button', { name: 'Issue credit note' }));
    expect(within(form).getByText('Say why the invoice is credited: the credit note carries it.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Give the amount to take off at least one line.');

    await userEvent.type(within(form).getByLabelText(/^Why is it credited\?/), 'Printing redone at our cost');
    const printing = within(form).getByLabelText('Printing of CHN-OMR-001 (800 sq ft)');
    expect(within(form).getByText('₹12,000.00 left to credit, GST 12%.')).toBeInTheDocument();
    await userEvent.type(printing, '12,000.01');
    await userEvent.click(within(form).getByRole('button', { name: 'Issue credit note' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Printing of CHN-OMR-001 (800 sq ft) has ₹12,000.00 left to credit: a credit note takes at most that off it.');
    expect(issued).toEqual([]);

    await userEvent.clear(printing);
    await userEvent.type(printing, '6,000');
    await userEvent.click(within(form).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Credit note CN/26-27/0002 issued.');
    expect(issued).toEqual([{ invoice: 'i1', reason: 'Printing redone at our cost', lines: [{ line: 'l2', taxable_paise: 600_000 }] }]);
  });

  it('fills in all that is left of every line', async () => {
    const issued: unknown[] = [];
    answers(issued);
    renderAdmin(<CreditNotesPanel id="i1" canBill />);
    const form = await screen.findByRole('form', { name: 'Issue a credit note' });
    await userEvent.type(within(form).getByLabelText(/^Why is it credited\?/), 'Campaign called off');
    await userEvent.click(within(form).getByRole('button', { name: 'Fill in all that is left' }));
    expect(within(form).getByLabelText(/^CHN-OMR-001 Tidel Park/)).toHaveValue('90000.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Issue credit note' }));
    await within(form).findByRole('status');
    expect(issued).toEqual([expect.objectContaining({ lines: [{ line: 'l1', taxable_paise: 9_000_000 }, { line: 'l2', taxable_paise: 1_200_000 }] })]);
  });

  it('shows sales the notes and no form', async () => {
    answers([]);
    renderAdmin(<CreditNotesPanel id="i1" canBill={false} />);
    const panel = await screen.findByRole('region', { name: 'Credit notes' });
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
  });
});
