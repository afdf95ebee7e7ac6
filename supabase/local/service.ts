import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { LocalContext } from './context.ts';

/**
 * One service of the stand-in (/rest/v1, /auth/v1, ...): a folder under supabase/local/ whose index.ts
 * exports a `StartService`, listed once in services.ts. Requests arrive with their full URL.
 */
export interface Service {
  /** The path it answers, e.g. '/auth/v1': the request path is this, or this followed by '/' or '?'. */
  prefix: string;
  /** HTTP requests under the prefix; a service without one answers 404. */
  handle?(req: IncomingMessage, res: ServerResponse): void;
  /** WebSocket upgrades under the prefix; without one, the upgrade is not the stand-in's. */
  handleUpgrade?(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Told the site origin (also the Supabase URL in local mode) once the server listens, and again if it changes. */
  onPublicUrl?(origin: string): void;
  /** Stops it; called in reverse start order when the stand-in stops. */
  close(): Promise<void>;
}

/** What a service gets: the stand-in's context and the loopback port of the PostgREST it started. */
export type ServiceContext = LocalContext & { postgrestPort: number };

export type StartService = (ctx: ServiceContext) => Service | Promise<Service>;

/** The service whose prefix the URL is under. */
export function serviceFor(services: readonly Service[], url: string): Service | undefined {
  return services.find(({ prefix }) => url.startsWith(prefix) && ['', '/', '?'].includes(url.charAt(prefix.length)));
}
