import type { Database } from '@/lib/database.types';
import type { NextEscalation } from './rent-types';

type Tables = Database['public']['Tables'];

export type Landlord = Tables['landlords']['Row'];

/** A step of a lease's schedule: from `starts_on`, the monthly rent (or a revenue share's minimum). */
export type RentStep = Pick<Tables['lease_rent_steps']['Row'], 'starts_on' | 'monthly_rent_paise'>;

/** A lease as its page shows it: its terms, its landlord, its schedule (earliest first) and its next escalation. */
export type LeaseRecord = Omit<Tables['leases']['Row'], 'next_escalation'> & { next_escalation: NextEscalation | null; landlord: Landlord; steps: RentStep[] };

/** A lease's columns as its form writes them (docs/decisions/115). */
export type LeaseColumns = Omit<Tables['leases']['Insert'], 'id' | 'created_at' | 'agreement_path'>;

export type RentPayment = Tables['rent_payments']['Row'];

/** A site a lease may be of: every site, published or not (sites_for_costs()). */
export type LeaseSite = Database['public']['Functions']['sites_for_costs']['Returns'][number];
