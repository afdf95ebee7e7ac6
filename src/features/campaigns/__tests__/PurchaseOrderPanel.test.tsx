import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { PurchaseOrderPanel } from '../components/admin/PurchaseOrderPanel';

/** docs/product.md §13: the client's purchase order on an accepted campaign, which its invoices then carry. */

describe("the client's purchase order", () => {
  it('asks for its number and date, then notes them on the campaign', async () => {
    const noted: unknown[] = [];
    server.use(
      http.post(`${testOrigin}/rest/v1/rpc/record_purchase_order`, async ({ request }) => {
        noted.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderAdmin(<PurchaseOrderPanel campaign={{ id: 'k1', status: 'confirmed', po_number: null, po_date: null, po_path: null }} />);
    const form = screen.getByRole('form', { name: "Client's purchase order" });
    await userEvent.click(within(form).getByRole('button', { name: 'Save purchase order' }));
    expect(await within(form).findByText("Give the purchase order's number.")).toBeInTheDocument();
    expect(within(form).getByText("Give the purchase order's date.")).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^PO number/), 'KTX/PO/2026/0417');
    await userEvent.type(within(form).getByLabelText(/^PO date/), '2026-12-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save purchase order' }));
    await vi.waitFor(() => expect(noted).toEqual([{ campaign: 'k1', po_number: 'KTX/PO/2026/0417', po_date: '2026-12-01' }]));
  });

  it('puts its file in the private bucket under the campaign first, and refuses a file the bucket would not take', async () => {
    const noted: Array<{ po_path?: string }> = [];
    const uploaded: string[] = [];
    server.use(
      http.post(`${testOrigin}/storage/v1/object/purchase-orders/*`, ({ request }) => {
        uploaded.push(decodeURIComponent(new URL(request.url).pathname.replace('/storage/v1/object/purchase-orders/', '')));
        return HttpResponse.json({ Key: 'purchase-orders/x', Id: 'x' });
      }),
      http.post(`${testOrigin}/rest/v1/rpc/record_purchase_order`, async ({ request }) => {
        noted.push((await request.json()) as { po_path?: string });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderAdmin(<PurchaseOrderPanel campaign={{ id: 'k1', status: 'confirmed', po_number: 'KTX/PO/2026/0417', po_date: '2026-12-01', po_path: null }} />);
    const form = screen.getByRole('form', { name: "Client's purchase order" });
    const input = within(form).getByLabelText(/^PO file/);
    await userEvent.upload(input, new File(['x'], 'po.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }), { applyAccept: false });
    await userEvent.click(within(form).getByRole('button', { name: 'Save purchase order' }));
    expect(await within(form).findByText('Choose a PDF, JPEG or PNG of the purchase order.')).toBeInTheDocument();
    expect(noted).toEqual([]);
    await userEvent.upload(input, new File(['%PDF-1.4'], 'po.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save purchase order' }));
    await vi.waitFor(() => expect(noted).toHaveLength(1));
    expect(uploaded).toEqual([expect.stringMatching(/^k1\/[0-9a-f-]{36}\.pdf$/)]);
    expect(noted[0].po_path).toBe(uploaded[0]);
  });

  it('says which PO the invoices carry once noted', () => {
    renderAdmin(<PurchaseOrderPanel campaign={{ id: 'k1', status: 'confirmed', po_number: 'KTX/PO/2026/0417', po_date: '2026-12-01', po_path: 'k1/f.pdf' }} />);
    expect(screen.getByText('PO KTX/PO/2026/0417 of 1 Dec 2026: the invoices issued from now on carry it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the PO file' })).toBeInTheDocument();
  });
});
