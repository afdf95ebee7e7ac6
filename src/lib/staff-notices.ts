import { supabase } from './supabase';

/**
 * Asks notify-staff to e-mail the notices the database has just left for members of staff (a lead assigned, a
 * booking confirmed over a hold: docs/decisions/045). Any feature whose change may leave one calls it after the
 * change; the function takes no input and sends whatever is pending, so calling it twice sends nothing twice.
 * Not awaited by the caller: the change is done, and a failure only delays the e-mail (the notice is shown in
 * the back office either way).
 */
export function sendStaffNoticeEmails(): void {
  supabase.functions
    .invoke('notify-staff', { body: {} })
    .then(({ error }) => {
      if (error) console.warn('Staff notice e-mails failed:', error.message);
    })
    .catch((error: unknown) => console.warn('Staff notice e-mails failed:', error));
}
