import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from './database.types';
import { supabaseAnonKey, supabaseUrl } from './env';

/**
 * What the public pages need of Supabase: reads and inserts through PostgREST and one function call
 * (docs/decisions/036-light-public-client.md). supabase-js would also bring its auth, realtime and
 * storage clients (about 40 KB gzipped) to every visitor; those load with the back office only.
 */

export type DataClient = Pick<PostgrestClient<Database>, 'from' | 'rpc'>;
type FunctionCaller = Pick<FunctionsClient, 'invoke'>;

const headers = { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}`, 'X-Client-Info': 'chennai-outdoor-media-web/1.0.0' };
const anonymous = {
  data: new PostgrestClient<Database>(`${supabaseUrl}/rest/v1`, { headers }),
  functions: new FunctionsClient(`${supabaseUrl}/functions/v1`, { headers }),
};

let signedIn: { data: DataClient; functions: FunctionCaller } | null = null;

/**
 * Once the back office's full client has loaded in this tab (src/lib/supabase.ts registers it), the
 * public queries go through it too, as before: a signed-in member of staff reads with their session.
 */
export function registerSignedInClient(client: { data: DataClient; functions: FunctionCaller }): void {
  signedIn = client;
}

/** The PostgREST client public api/ modules read and insert with. */
export function publicData(): DataClient {
  return (signedIn ?? anonymous).data;
}

/**
 * The client for what only staff may read (drafts, scheduled items): the full one, with the session. Loading
 * it (a chunk visitors never fetch) also makes it the public pages' client from then on.
 */
export async function staffData(): Promise<DataClient> {
  return (await import('./supabase')).supabase;
}

/** The Edge Functions client public api/ modules call with. */
export function publicFunctions(): FunctionCaller {
  return (signedIn ?? anonymous).functions;
}
