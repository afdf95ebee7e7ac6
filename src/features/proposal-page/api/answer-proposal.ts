import { useRef } from 'react';
import { notifyAgency } from '@/features/leads';
import { displayPhone, site } from '@/config/site';
import { publicData } from '@/lib/public-api';
import { useSubmission } from '@/lib/submission';
import type { AcceptanceInput } from '../schemas';
import type { Acceptance } from '../types';
import { askForAcceptanceCopy } from './acceptance-copy';

type DbError = { code?: string | null; message?: string | null };

/**
 * The sentence a refused answer shows. The proposal functions raise PT4xx with sentences written for the client
 * ('This proposal was already accepted by … on …', 'Enter your name …'): those show as they are; anything else
 * (the network, a server fault) gets `fallback`, which says what to do.
 */
export function answerRefusal(error: DbError, fallback: string): string {
  return error.code?.startsWith('PT') && error.message ? error.message : fallback;
}

const tryAgain = `Please try again, or call us on ${displayPhone(site.phone)}.`;
export const acceptFallback = `We could not record your acceptance. ${tryAgain}`;
export const changesFallback = `We could not send your message. ${tryAgain}`;

/**
 * Accepts the proposal as `values.name`, `values.designation`: the database books each line where its dates are
 * still free and answers line by line. The answer is a lead (kind 'proposal_response'), so the agency's
 * notification is asked for as the public forms do (docs/decisions/024), not awaited; so is the client's copy of
 * what they accepted (decision 092).
 */
export async function acceptProposal(token: string, values: AcceptanceInput): Promise<Acceptance> {
  const { data, error } = await (await publicData()).rpc('accept_proposal', { token, signer_name: values.name, signer_designation: values.designation });
  if (error) {
    console.error('Accepting a proposal failed:', error);
    throw new Error(answerRefusal(error, acceptFallback));
  }
  const acceptance = data as Acceptance;
  void notifyAgency(acceptance.response_id);
  void askForAcceptanceCopy(token);
  return acceptance;
}

/**
 * A send that runs once however often it is asked while under way: a double click on 'Accept proposal' reaches
 * the database once (the button is disabled too, but only from the next render).
 */
export function useOnceAtATime<Values, Result>(send: (values: Values) => Promise<Result>) {
  const underWay = useRef(false);
  const submission = useSubmission(async (values: Values) => {
    try {
      return await send(values);
    } finally {
      underWay.current = false;
    }
  });
  const submit: typeof submission.submit = (values, options) => {
    if (underWay.current) return;
    underWay.current = true;
    submission.submit(values, options);
  };
  return { ...submission, submit };
}

/** Accepting (the page then reads the proposal again, to show it accepted: ProposalView). */
export function useAcceptProposal(token: string) {
  return useOnceAtATime((values: AcceptanceInput) => acceptProposal(token, values));
}
