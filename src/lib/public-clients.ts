import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from './database.types';
import { supabaseAnonKey, supabaseUrl } from './env';

const headers = { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}`, 'X-Client-Info': 'chennai-outdoor-media-web/1.0.0' };

/** The anon role's PostgREST and Edge Functions clients (loaded by src/lib/public-api.ts on first use). */
export function anonymousClients() {
  return {
    data: new PostgrestClient<Database>(`${supabaseUrl}/rest/v1`, { headers }),
    functions: new FunctionsClient(`${supabaseUrl}/functions/v1`, { headers }),
  };
}
