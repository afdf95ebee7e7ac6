import * as v from 'valibot';
import { requiredText } from '@/lib/form-rules';

/**
 * The client's answers to a proposal (docs/product.md §12), with the limits accept_proposal and
 * ask_for_proposal_changes check (200 characters for a name or designation, 5,000 for a message).
 */
export const acceptanceSchema = v.object({
  name: requiredText('Enter your name.', 200),
  designation: requiredText('Enter your designation, for example Marketing Manager.', 200),
});

export type AcceptanceInput = v.InferInput<typeof acceptanceSchema>;
export const emptyAcceptance: AcceptanceInput = { name: '', designation: '' };

/** The accept form's box (apart from the text fields: a box is not a text). */
export const confirmMessage = 'Tick the box to confirm that you accept this proposal.';

export const changesSchema = v.object({
  name: requiredText('Enter your name.', 200),
  message: requiredText('Write what you would like changed: a site, the dates, a price.', 5000),
});

export type ChangesInput = v.InferInput<typeof changesSchema>;
export const emptyChanges: ChangesInput = { name: '', message: '' };
