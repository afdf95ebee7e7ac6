import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { CustomersList } from '../components/admin/CustomersList';

/** docs/product.md §13, Customers: each customer is edited from the list, and its statement of account opened. */

describe('Customers', () => {
  it("opens a customer's statement of account from its row", async () => {
    server.use(
      http.get(`${testOrigin}/rest/v1/customers`, () =>
        HttpResponse.json([{ id: 'c1', name: 'Kaveri Foods', gstin: '33AABCK1234M1ZR', customer_contacts: [{ count: 1 }] }], { headers: { 'Content-Range': '0-0/1' } }),
      ),
    );
    renderAdmin(<CustomersList canSell />, { path: '/admin/customers', routePath: '/admin/customers', extraRoutes: [{ path: '/admin/customers/:id/statement', element: <p>Statement screen</p> }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Statement of Kaveri Foods' }));
    expect(await screen.findByText('Statement screen')).toBeInTheDocument();
  });
});
