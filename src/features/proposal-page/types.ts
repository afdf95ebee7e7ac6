import type { AgencyIdentity } from '@/components/document/Letterhead';
import type { BookedLine, WaitingFor } from '@/features/campaigns';

export type { WaitingFor };

/**
 * A proposal as its client reads it through the link (proposal_view(token), supabase/schemas/11_campaigns.sql):
 * no internal notes, no discount reasons. Days are ISO calendar days; moments are ISO timestamps.
 */

export type ProposalLine = {
  id: string;
  code: string;
  name: string;
  locality: string;
  address: string | null;
  latitude: number;
  longitude: number;
  format: string;
  width_ft: number;
  height_ft: number;
  area_sqft: number | null;
  lighting: string;
  facing: string | null;
  daily_traffic: number | null;
  photo: string | null;
  starts_on: string;
  ends_on: string;
  monthly_rate: number;
  /** The site's list rate the line was priced against; null when unknown. */
  list_rate: number | null;
  discount_percent: number;
  confirmed: boolean;
  /** When its hold for the client ends, while an accepted proposal waits for the purchase order (docs/decisions/114). */
  held_until: string | null;
};

export type ProposalRates = { gst_percent: number; printing_per_sqft: number; mounting_per_sqft: number };

export type OpenProposal = {
  state: 'open' | 'accepted';
  reference: string;
  title: string;
  status: string;
  /** 1 for the proposal first sent; each revision the client is sent is the next (docs/decisions/090). */
  version: number;
  /** The agency's GSTIN, PAN and logo for the letterhead (decision 095). */
  agency?: AgencyIdentity | null;
  /** The client's request for changes to this version, while it is still open. */
  changes_asked: { name: string | null; at: string; message: string } | null;
  sent_at: string | null;
  valid_until: string | null;
  accepted: { name: string; designation: string | null; at: string } | null;
  customer: { name: string; gstin: string | null; billing_address: string | null } | null;
  contact: { name: string; designation: string | null } | null;
  owner: { name: string | null; title: string | null; email: string | null } | null;
  include_printing: boolean;
  include_mounting: boolean;
  terms: string | null;
  /** The advance asked before the bookings are confirmed, in paise; 0 for none. */
  advance_paise: number;
  waiting_for: WaitingFor | null;
  rates: ProposalRates;
  lines: ProposalLine[];
};

/** Expired or withdrawn: the database's one sentence, shown as it is. */
/** Expired or withdrawn: one sentence; a withdrawn link's answer names no reference either. */
export type EndedProposal = { state: 'ended'; reference?: string; message: string };

/** null: a wrong or revoked link. */
export type ProposalViewResult = OpenProposal | EndedProposal | null;

/** accept_proposal's answer for one line: held for the purchase order or booked, or why not and the next start when it is free again. */
export type AcceptedLine = BookedLine;

/** `holds_until`: the proposal's last valid day, to which the held lines stay held; `waiting_for` what confirms them. */
export type Acceptance = { response_id: string; lines: AcceptedLine[]; holds_until: string; waiting_for: WaitingFor };
