import { createClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from './auth-storage';
import type { Database } from './database.types';
import { supabaseAnonKey, supabaseUrl } from './env';
import { registerSignedInClient } from './public-api';

export { AUTH_STORAGE_KEY };

/** The one Supabase client of the app. Only features' api/ modules import it. */
export const supabase = createClient<Database>(supabaseUrl, supabaseAnonKey, {
  auth: {
    flowType: 'pkce',
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    storageKey: AUTH_STORAGE_KEY,
  },
  db: { schema: 'public' },
  global: { headers: { 'X-Client-Info': 'chennai-outdoor-media-web/1.0.0' } },
});

registerSignedInClient({ data: supabase, functions: supabase.functions });

let channelCount = 0;

/**
 * A realtime channel name no other subscription in this tab uses. supabase-js hands back an existing
 * channel of the same name, and a component that remounts (StrictMode, navigation between two screens
 * that both watch a table) would otherwise get the previous, still-leaving channel.
 */
export function uniqueChannelName(base: string): string {
  channelCount += 1;
  return `${base}-${channelCount}`;
}
