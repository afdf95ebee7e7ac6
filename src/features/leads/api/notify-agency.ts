import { publicFunctions } from '@/lib/public-api';

/**
 * Asks notify-lead to tell the agency about the lead a public form has just saved with `id`. The
 * function reads the row itself and sends a fixed template (decision 024). The lead is already saved,
 * so a failure is only logged: it is stored on the lead and shown in the inbox.
 */
export async function notifyAgency(id: string): Promise<void> {
  try {
    const { error } = await (await publicFunctions()).invoke('notify-lead', { body: { id } });
    if (error) console.warn('Lead notification failed:', error.message);
  } catch (error) {
    console.warn('Lead notification failed:', error);
  }
}
