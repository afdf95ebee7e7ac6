import { supabase } from './supabase';

/** What became of an e-mail a function sent for staff (supabase/functions/_shared/email.ts), as its answer says. */
export type EmailOutcome = 'sent' | 'not_configured' | 'failed' | 'no_contact';

/** The sentence staff read beside a link a function made and e-mailed to a campaign's contact (decisions 057 and 092). */
export const EMAIL_OUTCOME: Record<EmailOutcome, string> = {
  sent: "It was e-mailed to the campaign's contact.",
  not_configured: 'E-mail is not set up here, so the message was kept, not sent: send the link yourself.',
  failed: 'The e-mail could not be sent: send the link yourself.',
  no_contact: 'The campaign has no contact with an e-mail address: send the link yourself.',
};

/** What became of the WhatsApp message sent beside that e-mail (docs/decisions/117). */
export type WhatsAppOutcome = 'sent' | 'not_configured' | 'failed' | 'not_opted_in';

/** The sentence staff read about it; nothing when the contact did not opt in. */
export const WHATSAPP_OUTCOME: Record<WhatsAppOutcome, string> = {
  sent: 'It went on WhatsApp too: the contact opted in.',
  not_configured: 'WhatsApp is not set up here, so no WhatsApp message was sent.',
  failed: 'The WhatsApp message could not be sent: its reason is under On WhatsApp.',
  not_opted_in: '',
};

/**
 * Calls edge function `name` as the signed-in member of staff; a refusal throws the function's own sentence
 * (its `{error}`, the database's words), or `fallback` when it gave none.
 */
export async function invokeAsStaff<T>(name: string, body: Record<string, unknown>, fallback: string): Promise<T> {
  const { data, error } = await supabase.functions.invoke<T>(name, { body });
  if (error) {
    const answer = (await (error as { context?: Response }).context?.json().catch(() => null)) as { error?: string } | null;
    throw new Error(answer?.error ?? fallback, { cause: error });
  }
  return data as T;
}
