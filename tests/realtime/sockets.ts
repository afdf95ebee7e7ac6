import WebSocket from 'ws';
import { Log } from './changes';
import { siteUrl } from '../support/stack';

/** Bare WebSockets to the run's realtime endpoint, for tests that check the wire itself. */

export function socketUrl(query: Record<string, string>, origin = siteUrl()): string {
  const url = new URL('/realtime/v1/websocket', origin.replace(/^http/, 'ws'));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

/**
 * Opens a socket (added to `opened`, for the test to close) that logs every frame it receives as JSON; to the run's
 * site, or to `origin` (a realtime a test started for itself).
 */
export async function openRawSocket<Frame>(query: Record<string, string>, opened: WebSocket[], origin?: string): Promise<{ socket: WebSocket; frames: Log<Frame> }> {
  const socket = new WebSocket(socketUrl(query, origin));
  opened.push(socket);
  const frames = new Log<Frame>();
  socket.on('message', (data) => frames.add(JSON.parse(data.toString()) as Frame));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, frames };
}
