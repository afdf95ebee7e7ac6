import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { GSTIN_CHECK_MESSAGE } from '@/lib/gstin';
import { CustomerForm } from '../components/admin/CustomerForm';

/** docs/product.md §13, Customer form: the GSTIN's shape and reachable contacts checked before the save. */

function setup() {
  const inserted: unknown[] = [];
  server.use(
    // The customer and its contacts in one call (save_customer(): all or nothing).
    http.post(`${testOrigin}/rest/v1/rpc/save_customer`, async ({ request }) => {
      inserted.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${testOrigin}/rest/v1/customers`, () => HttpResponse.json([], { headers: { 'Content-Range': '*/0' } })),
  );
  renderAdmin(<CustomerForm canSell />, { path: '/admin/customers/new', extraRoutes: [{ path: '/admin/customers', element: <p>Customers list</p> }], routePath: '/admin/customers/new' });
  return { user: userEvent.setup({ delay: null }), inserted };
}

describe('CustomerForm', () => {
  it('refuses a GSTIN of the wrong shape and a contact without phone or e-mail, in sentences', async () => {
    const { user, inserted } = setup();
    await user.type(screen.getByLabelText(/^Company name/), 'Kanchi Loom House');
    await user.type(screen.getByLabelText(/^GSTIN/), '33AABCU9603R1X');
    await user.type(screen.getByLabelText(/^Name/), 'Lakshmi Raman');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText(/^A GSTIN has 15 characters/)).toBeInTheDocument();
    expect(screen.getByText('Give a phone number or an e-mail address')).toBeInTheDocument();
    expect(inserted).toEqual([]);
  });

  it('refuses a GSTIN with a mistyped character, whose check character does not match', async () => {
    const { user, inserted } = setup();
    await user.type(screen.getByLabelText(/^Company name/), 'Kanchi Loom House');
    // 33AABCU9603R1ZU with its last character mistyped.
    await user.type(screen.getByLabelText(/^GSTIN/), '33AABCU9603R1ZX');
    await user.type(screen.getByLabelText(/^Name/), 'Lakshmi Raman');
    await user.type(screen.getByLabelText(/^Phone/), '9840012345');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText(GSTIN_CHECK_MESSAGE)).toBeInTheDocument();
    expect(inserted).toEqual([]);
  });

  it('saves the customer with its GSTIN in capitals and its contacts, then returns to the list', async () => {
    const { user, inserted } = setup();
    await user.type(screen.getByLabelText(/^Company name/), 'Kanchi Loom House');
    await user.type(screen.getByLabelText(/^GSTIN/), '33aabcu9603r1zu');
    await user.type(screen.getByLabelText(/^Name/), 'Lakshmi Raman');
    await user.type(screen.getByLabelText(/^Email/), 'lakshmi@kanchiloom.in');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    await user.click(screen.getByRole('button', { name: 'Remove contact 2' }));
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    await screen.findByText('Customers list');
    await waitFor(() =>
      expect(inserted).toEqual([
        {
          customer_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          customer: { name: 'Kanchi Loom House', gstin: '33AABCU9603R1ZU', billing_address: null, payment_reminders: true },
          contacts: [{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Lakshmi Raman', designation: null, phone: null, email: 'lakshmi@kanchiloom.in' }],
        },
      ]),
    );
  });

  it('sends payment reminders unless the box is cleared, and saves that choice with the customer', async () => {
    const { user, inserted } = setup();
    const reminders = screen.getByRole('checkbox', { name: 'Send payment reminders by e-mail' });
    expect(reminders).toBeChecked();
    await user.type(screen.getByLabelText(/^Company name/), 'Kanchi Loom House');
    await user.type(screen.getByLabelText(/^Name/), 'Lakshmi Raman');
    await user.type(screen.getByLabelText(/^Phone/), '9840012345');
    await user.click(reminders);
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    await screen.findByText('Customers list');
    expect(inserted).toEqual([expect.objectContaining({ customer: expect.objectContaining({ payment_reminders: false }) })]);
  });
});
