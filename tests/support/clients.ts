import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import type { Database } from '@/lib/database.types';

/** supabase-js clients against the run's stand-in (see tests/setup/global-setup.ts). */

export type Client = SupabaseClient<Database>;

export const DEMO_PASSWORD = 'password123';

function client(key: string, headers: Record<string, string> = {}): Client {
  return createClient<Database>(inject('siteUrl'), key, {
    // No storage, no timers: each test owns its session and nothing keeps the worker alive.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers },
  });
}

/**
 * A made-up client address, different each call. The database rate-limits lead forms per address
 * (the first in x-forwarded-for, decision 025); without it every test would share 127.0.0.1.
 */
export function visitorAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** A visitor: the anon key, no session, an address of its own (or `address`). */
export function anonClient(address = visitorAddress()): Client {
  return client(inject('anonKey'), { 'x-forwarded-for': address });
}

/** The service role: bypasses row-level security (for arranging and checking data). */
export function serviceClient(): Client {
  return client(inject('serviceRoleKey'));
}

/** A client signed in with email and password; throws when the sign-in fails. */
export async function signedInClient(email: string, password = DEMO_PASSWORD): Promise<Client> {
  const signedIn = anonClient();
  const { error } = await signedIn.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return signedIn;
}
