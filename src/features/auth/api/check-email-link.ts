import { isAuthRetryableFetchError, type EmailOtpType } from '@supabase/supabase-js';
import { resourceKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

/**
 * Invitation and password-reset links (docs/decisions/022-standin-gotrue-staff-endpoints.md). The
 * e-mails lead to /admin/accept-invite or /admin/reset-password with `?token_hash=...&type=...`; the page
 * verifies the hash (verifyOtp), which signs the person in, and they then choose a password. This works
 * in any browser, unlike GoTrue's default links, whose implicit fragment the PKCE client refuses.
 */

export type LinkType = Extract<EmailOtpType, 'invite' | 'recovery'>;
export type LinkCheck = 'valid' | 'expired';

/** A link is checked once per address: verifying uses it up. */
export const emailLinkKeys = resourceKeys('email-links');

/** Verifies the link; 'expired' covers expired, already used and unknown links alike, as GoTrue does. */
async function verifyEmailLink(tokenHash: string, type: LinkType): Promise<LinkCheck> {
  const { error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type });
  if (error && isAuthRetryableFetchError(error)) throw error;
  return error ? 'expired' : 'valid';
}

/**
 * What the page's address carries: `token_hash` (this project's e-mail templates) is verified here; without
 * one, a GoTrue default link has already been handled by supabase-js (a PKCE `?code=` exchanged for a
 * session, or an error fragment), so a session means the link worked.
 */
export async function checkEmailLink(search: URLSearchParams, type: LinkType): Promise<LinkCheck> {
  const tokenHash = search.get('token_hash');
  if (tokenHash) return verifyEmailLink(tokenHash, type);
  const { data } = await supabase.auth.getSession();
  return data.session ? 'valid' : 'expired';
}
