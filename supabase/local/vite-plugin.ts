import type { Plugin } from 'vite';

/**
 * Starts the local Supabase stand-in inside the Vite dev and preview servers, on their own origin.
 * Placeholder until the stand-in lands (issue: foundation).
 */
export function localSupabase(): Plugin {
  return { name: 'local-supabase' };
}
