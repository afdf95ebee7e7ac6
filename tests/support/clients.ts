import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { fetchFrom, visitorAddress } from './visitors';
import { anonKey, serviceRoleKey, siteUrl } from './stack';

export { visitorAddress } from './visitors';

/** supabase-js clients against the run's stand-in (see tests/setup/global-setup.ts). */

export type Client = SupabaseClient<Database>;

export const DEMO_PASSWORD = 'password123';

function client(key: string, address?: string): Client {
  return createClient<Database>(siteUrl(), key, {
    // No storage, no timers: each test owns its session and nothing keeps the worker alive.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: address ? { fetch: fetchFrom(address) } : {},
  });
}

/**
 * A visitor: the anon key, no session, connecting from an address of its own (or `address`), so the
 * database's limits per address (decisions 025 and 040) never join up across tests.
 */
export function anonClient(address = visitorAddress()): Client {
  return client(anonKey(), address);
}

/** The service role: bypasses row-level security (for arranging and checking data). */
export function serviceClient(): Client {
  return client(serviceRoleKey());
}

/** A client signed in with email and password; throws when the sign-in fails. */
export async function signedInClient(email: string, password = DEMO_PASSWORD): Promise<Client> {
  const signedIn = anonClient();
  const { error } = await signedIn.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return signedIn;
}
