import type { LeadKind } from '@/lib/database.types';

/**
 * The kinds of lead as the back office names them, one entry per row of public.lead_sources
 * (docs/decisions/042-lead-sources-as-data.md): the table a kind's submissions are kept in, what the inbox
 * calls the kind, and what the activity log calls one of its rows. `LeadKind` is generated from that table,
 * so a kind registered in the database and missing here, or named here and not registered, is a type error.
 */
export const leadSources = {
  contact: { table: 'Contacts', label: 'Contact form', record: 'Contact submission' },
  festival_booking: { table: 'festival_bookings', label: 'Festival booking', record: 'Festival booking' },
  resource_download: { table: 'resource_downloads', label: 'Resource download', record: 'Resource download' },
  newsletter: { table: 'newsletter_subscribers', label: 'Newsletter sign-up', record: 'Newsletter subscriber' },
  quote: { table: 'quote_requests', label: 'Quote request (media plan)', record: 'Quote request' },
  callback: { table: 'callback_requests', label: 'Call-back request', record: 'Call-back request' },
  proposal_response: { table: 'proposal_responses', label: 'Proposal answer', record: 'Proposal answer' },
  job_application: { table: 'job_applications', label: 'Job application', record: 'Job application' },
  whatsapp: { table: 'whatsapp_conversations', label: 'WhatsApp message', record: 'WhatsApp conversation' },
} as const satisfies Record<LeadKind, { table: string; label: string; record: string }>;

export type LeadSourceTable = (typeof leadSources)[LeadKind]['table'];

export type { LeadKind };
