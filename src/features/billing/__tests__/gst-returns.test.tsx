import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import type { Gstr1 } from '../api/gstr1-types';
import { GstReturnsScreen, previousMonth } from '../components/GstReturnsScreen';

/** docs/product.md §16, GST returns. */

const empty: Gstr1 = { month: '2026-11-01', b2cl_limit_paise: 1_00_000_00, b2b: [], b2cl: [], b2cs: [], cdnr: [], cdnur: [], hsn_b2b: [], hsn_b2c: [], docs: [] };
const november: Gstr1 = {
  ...empty,
  b2b: [
    { number: 'COM/26-27/0007', day: '2026-11-07', value_paise: 64_900_00, rate: 18, taxable_paise: 55_000_00, igst_paise: 0, cgst_paise: 4_950_00, sgst_paise: 4_950_00, gstin: '33AACCM4321Q1ZE', receiver_name: 'Marina Mart', pos_code: '33', pos_name: 'Tamil Nadu' },
  ],
  docs: [{ nature: 'Invoices for outward supply', first_number: 'COM/26-27/0007', last_number: 'COM/26-27/0008', total: 2, cancelled: 1 }],
};

describe('GST returns', () => {
  it('takes the month before the current one by default, across a new year', () => {
    expect([previousMonth('2026-12-08'), previousMonth('2027-01-03')]).toEqual(['2026-11', '2026-12']);
  });

  it("lists the month's sheets with their rows and downloads each as the offline tool's CSV", async () => {
    const months: unknown[] = [];
    server.use(
      http.post(`${testOrigin}/rest/v1/rpc/gstr1`, async ({ request }) => {
        const { month } = (await request.json()) as { month: string };
        months.push(month);
        return HttpResponse.json(month === '2026-11-01' ? november : empty);
      }),
    );
    const files: Array<{ name: string; blob: Blob }> = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push({ name: '', blob: blob as Blob });
      return 'blob:gst';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files[files.length - 1].name = this.download;
    });
    renderAdmin(<GstReturnsScreen canRead />);
    const month = screen.getByLabelText('Month of the return');
    await userEvent.clear(month);
    await userEvent.type(month, '2026-11');
    const sheets = await screen.findByRole('region', { name: 'Sheets' });
    expect(await within(sheets).findByText('Invoices to registered clients: 1 row')).toBeInTheDocument();
    expect(within(sheets).getByText('Large invoices to unregistered clients in other states: none this month')).toBeInTheDocument();
    expect(sheets).toHaveTextContent('above ₹1,00,000.00 go in b2cl');
    await userEvent.click(within(sheets).getByRole('button', { name: 'Download b2b (gstr1-2026-11-b2b.csv)' }));
    expect(files.map((file) => file.name)).toEqual(['gstr1-2026-11-b2b.csv']);
    // No byte order mark before the first header (text() would drop one): the offline tool matches it as it is.
    expect(new Uint8Array(await files[0].blob.arrayBuffer())[0]).toBe('G'.charCodeAt(0));
    expect(await files[0].blob.text()).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount\r\n' +
        '33AACCM4321Q1ZE,Marina Mart,COM/26-27/0007,07-Nov-2026,64900,33-Tamil Nadu,N,,Regular B2B,,18,55000,0\r\n',
    );
    expect(months).toContain('2026-11-01');
  });

  it('tells sales and others that the returns are for admins and accounts', () => {
    renderAdmin(<GstReturnsScreen canRead={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Admins and accounts only');
  });
});
