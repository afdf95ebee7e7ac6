import type { Endpoint } from './endpoint.ts';
import { AuthApiError } from './errors.ts';

/** What the instance says about itself: its health, and that sign-up is off. */

export const instanceEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/health',
    async handle() {
      return { status: 200, body: { version: 'local-stand-in', name: 'GoTrue', description: 'GoTrue subset of the local stand-in' } };
    },
  },
  {
    method: 'POST',
    path: '/signup',
    async handle() {
      // As configured in supabase/config.toml: staff accounts are made by an admin, never by sign-up.
      throw new AuthApiError(422, 'signup_disabled', 'Signups not allowed for this instance');
    },
  },
];
