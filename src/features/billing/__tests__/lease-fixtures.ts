import type { LeaseRecord } from '../api/lease-types';
import type { RentDue } from '../api/rent-types';

export const LEASE_ID = '1ea5e000-0000-4000-8000-000000000001';

/** A lease of CHN-ANN-001 from a registered landlord, escalating 5% every 12 months (docs/decisions/115). */
export const landlord = {
  id: 'd1', name: 'Ramanathan Estates', phone: '9840011223', pan: 'AAFFR4821K', gstin: '33AAFFR4821K1Z7',
  bank_name: 'HDFC Bank, Teynampet', bank_account: '50200012345678', bank_ifsc: 'HDFC0000123', created_at: '2026-12-01T00:00:00Z',
};

export const lease: LeaseRecord = {
  id: LEASE_ID, site_id: 's1', landlord_id: 'd1', starts_on: '2024-10-01', ends_on: '2031-09-30', lock_in_months: 36, notice_days: 90,
  property_kind: 'land_building', monthly_rent_paise: 60_000_00, escalation_percent: 5, escalation_every_months: 12, revenue_share_percent: null,
  deposit_paise: 3_60_000_00, rent_due_day: 5, agreement_path: null, created_at: '2024-09-20T00:00:00Z',
  next_escalation: { on: '2027-10-01', monthly_rent_paise: 69_457_50 }, landlord, steps: [],
};

export const site = { id: 's1', code: 'CHN-ANN-001', name: 'Anna Salai gantry', licence_valid_until: '2027-03-31' };

export const rentDue: RentDue = {
  lease_id: LEASE_ID, site_id: 's1', site_code: 'CHN-ANN-001', site_name: 'Anna Salai gantry', landlord_id: 'd1', landlord_name: 'Ramanathan Estates',
  rent_month: '2026-12-01', due_on: '2026-12-05', rent_paise: 66_150_00, tds_paise: 6_615_00, gst_paise: 11_907_00, reverse_charge_paise: 0,
  payable_paise: 71_442_00, paid_paise: 0, tds_deducted_paise: 0, outstanding_paise: 78_057_00, overdue: true,
  next_escalation: { on: '2027-10-01', monthly_rent_paise: 69_457_50 },
  figures: { revenue_paise: null, revenue_basis: null, share_paise: null, tds_section: '194-I', tds_percent: 10, gst_percent: 18, reverse_charge_rule: null },
};

const payment = {
  lease_id: LEASE_ID, paid_on: '2026-11-05', mode: 'neft', note: null, created_by: null, created_at: '2026-11-05T06:00:00Z', voided_at: null, voided_by: null, void_reason: null,
};

export const payments = [
  { ...payment, id: 'p1', month: '2026-11-01', reference: 'UTR202611', amount_paise: 71_442_00, tds_paise: 6_615_00 },
  {
    ...payment, id: 'p0', month: '2026-10-01', paid_on: '2026-10-06', mode: 'cheque', reference: '004512', amount_paise: 71_442_00, tds_paise: 6_615_00,
    voided_at: '2026-10-20T05:00:00Z', void_reason: 'Cheque returned unpaid',
  },
];
