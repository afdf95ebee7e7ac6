import type { IncomingMessage } from 'node:http';

/**
 * The client's address as the stand-in sees it: the address of the connection, never a header. The stand-in
 * is the edge (as Cloudflare is in front of a hosted project), so nothing a client writes into
 * X-Forwarded-For or CF-Connecting-IP is believed (docs/decisions/040-abuse-limits-and-the-client-address.md).
 * An IPv4 client on a dual-stack socket reads as plain IPv4.
 */
export function clientAddress(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '') || 'unknown';
}
