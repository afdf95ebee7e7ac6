import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import type { CampaignWithLines } from '../api/campaign-types';
import { AwaitingConfirmation } from '../components/admin/AwaitingConfirmation';

/** docs/product.md §13 and docs/decisions/114: an accepted campaign waits for the client's PO, and the advance it asks. */

const FAR_DAY = '2099-01-31';

function accepted(waiting: NonNullable<CampaignWithLines['confirmation']>): CampaignWithLines {
  return {
    id: 'c1',
    reference: 'CP-1A2B3C4D',
    customer_id: 'k1',
    status: 'accepted',
    valid_until: FAR_DAY,
    confirmation: waiting,
    campaign_lines: [],
  } as unknown as CampaignWithLines;
}

const rpc = (name: string) => `${testOrigin}/rest/v1/rpc/${name}`;

describe('an accepted campaign waiting for its confirmation', () => {
  it('says what it waits for and how long its sites stay held; sales see no admin step', () => {
    renderAdmin(<AwaitingConfirmation campaign={accepted({ purchase_order: true, advance_paise: 5_000_000, advance_received_paise: 2_000_000 })} isAdmin={false} />);
    const panel = screen.getByRole('region', { name: "Waiting for the client's purchase order and the advance of ₹50,000.00" });
    expect(panel).toHaveTextContent(
      "The client accepted. Its bookings are confirmed, and its mounting jobs made, when the client's purchase order and the advance of ₹50,000.00 are in. Until then its sites stay held until the end of Jan 31, 2099, the proposal's validity.",
    );
    expect(panel).toHaveTextContent('Advance asked: ₹50,000.00; received: ₹20,000.00.');
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
  });

  it('lets an admin record the rest of the advance for the campaign, kept on account', async () => {
    const recorded: unknown[] = [];
    server.use(
      http.post(rpc('tds_rate_for'), () => HttpResponse.json({ deductee: 'other', rate_percent: 2, single_threshold_paise: 3_000_000, yearly_threshold_paise: 10_000_000, source: '194C' })),
      http.post(rpc('record_receipt'), async ({ request }) => {
        recorded.push(await request.json());
        return HttpResponse.json('RCT/26-27/0007');
      }),
    );
    renderAdmin(<AwaitingConfirmation campaign={accepted({ purchase_order: false, advance_paise: 5_000_000, advance_received_paise: 2_000_000 })} isAdmin />);
    const form = await screen.findByRole('form', { name: 'Record the advance' });
    // ₹30,000 still due: the client pays ₹29,400 and deducts 2% TDS (₹600), together the advance.
    expect(within(form).getByLabelText(/^Amount received/)).toHaveValue('29400');
    expect(within(form).getByLabelText(/^TDS deducted/)).toHaveValue('600');
    await userEvent.type(within(form).getByLabelText(/^UTR or cheque number/), 'HDFCN5203');
    await userEvent.click(within(form).getByRole('button', { name: 'Record advance' }));
    expect(await within(form).findByText('Payment RCT/26-27/0007 recorded as the advance.')).toBeInTheDocument();
    expect(recorded).toEqual([
      expect.objectContaining({ customer: 'k1', for_campaign: 'c1', amount_paise: 2_940_000, tds_paise: 60_000, mode: 'neft', reference: 'HDFCN5203', allocations: [], keep_advance: true }),
    ]);
  });

  it("lets an admin confirm it without the PO, saying why, and shows what that booked", async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(rpc('confirm_without_purchase_order'), async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({
          confirmed: false,
          lines: [
            { code: 'CHN-OMR-001', name: 'OMR', starts_on: '2027-02-01', ends_on: '2027-02-28', confirmed: true, held: false, reason: null, next_free_start: null },
            { code: 'CHN-ECR-002', name: 'ECR', starts_on: '2027-02-01', ends_on: '2027-02-28', confirmed: false, held: false, reason: 'CHN-ECR-002 is already booked for Northstar from 1 Feb 2027 to 15 Feb 2027.', next_free_start: '2027-02-16' },
          ],
        });
      }),
    );
    renderAdmin(<AwaitingConfirmation campaign={accepted({ purchase_order: true, advance_paise: 0, advance_received_paise: 0 })} isAdmin />);
    const form = screen.getByRole('form', { name: 'Confirm without the purchase order' });
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm without the purchase order' }));
    expect(await within(form).findByText('Say why the campaign is confirmed now.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Why confirm it now\?/), 'PO promised by Friday.');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm without the purchase order' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm this campaign?' })).getByRole('button', { name: 'Confirm campaign' }));
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('1 of 2 sites are booked, so the campaign is not confirmed yet: revise it without the others, or cancel it.');
    expect(result).toHaveTextContent('CHN-ECR-002, 1 Feb 2027 to 28 Feb 2027: CHN-ECR-002 is already booked for Northstar from 1 Feb 2027 to 15 Feb 2027. It is free for as long from 16 Feb 2027.');
    expect(asked).toEqual([{ campaign: 'c1', reason: 'PO promised by Friday.' }]);
  });
});
