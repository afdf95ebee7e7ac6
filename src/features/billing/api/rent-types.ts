import type { Database } from '@/lib/database.types';

/** A lease's rent for one month, with what was paid against it (rents_due(), docs/decisions/115). */
export type RentDue = Database['public']['Functions']['rents_due']['Returns'][number];

/** A lease's next escalation: the day and the monthly rent from then (next_escalation()). */
export type NextEscalation = { on: string; monthly_rent_paise: number };

/** What lease_month() adds to a month's figures beside rents_due()'s columns. */
export type RentFigures = {
  revenue_paise: number | null;
  revenue_basis: 'invoiced' | 'booked' | null;
  share_paise: number | null;
  tds_section: string | null;
  tds_percent: number;
  gst_percent: number;
  reverse_charge_rule: string | null;
};
