import type { AgencyIdentity } from '@/components/document/Letterhead';
import type { Shot } from '@/catalogue/proof-shots';

export type ProofPhoto = {
  shot: Shot;
  /** When the server received it (never the phone's clock). */
  taken_at: string;
  /** Metres from the site, from the phone's location fix; null without one. */
  distance_m: number | null;
  /** A signed URL, valid for minutes (the proofs bucket is private); null if it could not be signed. */
  url: string | null;
};

export type ProofSite = {
  code: string;
  name: string;
  locality: string;
  address: string | null;
  latitude: number;
  longitude: number;
  format: string;
  starts_on: string;
  ends_on: string;
  /** When staff approved its photos; null while they are awaited. */
  approved_at: string | null;
  photos: ProofPhoto[];
};

/** What proof_report() answers through the proof-report function, or null for a wrong or withdrawn link. */
export type ProofReport = {
  reference: string;
  title: string;
  /** The agency's GSTIN, PAN and logo for the letterhead (decision 095). */
  agency?: AgencyIdentity | null;
  customer: string | null;
  status: string;
  /** Every site's photos approved. */
  complete: boolean;
  sites: ProofSite[];
} | null;
