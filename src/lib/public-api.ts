import type { FunctionsClient } from '@supabase/functions-js';
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from './database.types';

/**
 * What the public pages need of Supabase: reads and inserts through PostgREST and one function call
 * (docs/decisions/036-light-public-client.md). supabase-js would also bring its auth, realtime and
 * storage clients (about 40 KB gzipped) to every visitor; those load with the back office only.
 *
 * The clients themselves (src/lib/public-clients.ts, about 6 KB gzipped) load on the first read or send,
 * not before the page is interactive: a prerendered page already holds its data, and the browser only
 * revalidates it after hydration (decision 037). `preloadPublicClients()` fetches them when the browser idles.
 */

export type DataClient = Pick<PostgrestClient<Database>, 'from' | 'rpc'>;
type FunctionCaller = Pick<FunctionsClient, 'invoke'>;
type Clients = { data: DataClient; functions: FunctionCaller };

let anonymous: Promise<Clients> | null = null;
let signedIn: Clients | null = null;

function clients(): Promise<Clients> {
  if (signedIn) return Promise.resolve(signedIn);
  anonymous ??= import('./public-clients').then((module) => module.anonymousClients());
  return anonymous;
}

/** Starts loading the anonymous clients, so the first read after a navigation does not wait for them. */
export function preloadPublicClients(): void {
  void clients();
}

/**
 * Once the back office's full client has loaded in this tab (src/lib/supabase.ts registers it), the
 * public queries go through it too, as before: a signed-in member of staff reads with their session.
 */
export function registerSignedInClient(client: Clients): void {
  signedIn = client;
}

/** The PostgREST client public api/ modules read and insert with. */
export async function publicData(): Promise<DataClient> {
  return (await clients()).data;
}

/**
 * The client for what only staff may read (drafts, scheduled items): the full one, with the session. Loading
 * it (a chunk visitors never fetch) also makes it the public pages' client from then on.
 */
export async function staffData(): Promise<DataClient> {
  return (await import('./supabase')).supabase;
}

/** The Edge Functions client public api/ modules call with. */
export async function publicFunctions(): Promise<FunctionCaller> {
  return (await clients()).functions;
}
