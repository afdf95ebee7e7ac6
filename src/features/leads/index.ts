/**
 * What the public forms use of the leads feature: the agency's notification after a lead is saved and
 * the sentence for a refused lead. Small and free of admin code, so public pages may import it.
 */
export { notifyAgency } from './api/notify-agency';
export { saveLead } from './api/save-lead';
export { leadRefusal, RATE_LIMITED } from './refusal';
export type { LeadSending } from './refusal';
