import type { Endpoint } from './endpoint.ts';

/** What the instance says about itself: its health. */

export const instanceEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/health',
    async handle() {
      return { status: 200, body: { version: 'local-stand-in', name: 'GoTrue', description: 'GoTrue subset of the local stand-in' } };
    },
  },
];
