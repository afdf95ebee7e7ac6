import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterAll, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '../../supabase/local/context.ts';
import { createRealtime, type Realtime } from '../../supabase/local/realtime/index.ts';
import { isChange, subscribe } from './changes';
import { deleteRow, insertRow, newTag } from './published-tables';
import { anonKey, dbUrl } from '../support/stack';

/**
 * A client whose realtime server goes away (the stand-in restarted) reconnects by itself, rejoins its
 * channels and keeps receiving. The run's shared stand-in cannot be restarted under the other tests, so
 * this test runs its own realtime server on the run's database, stops it and starts a new one on the
 * same port, as a restarted stand-in would.
 */

type Running = { server: Server; realtime: Realtime };

async function startRealtime(port = 0): Promise<Running> {
  const realtime = createRealtime({ dbUrl: dbUrl(), jwtSecret: LOCAL_JWT_SECRET, log: () => undefined });
  const server = createServer((_req, res) => {
    res.writeHead(404);
    res.end();
  });
  server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, realtime };
}

async function stop({ server, realtime }: Running): Promise<void> {
  await realtime.close();
  await new Promise((resolve) => server.close(resolve));
}

let running: Running | undefined;
const client = () => {
  const { port } = running!.server.address() as AddressInfo;
  return createClient(`http://127.0.0.1:${port}`, anonKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
};

afterAll(async () => {
  if (running) await stop(running);
});

it('keeps receiving after the realtime server restarts', async () => {
  running = await startRealtime();
  const { port } = running.server.address() as AddressInfo;
  const visitor = client();
  const { channel, logs, statuses } = await subscribe(visitor, [{ table: 'clients', event: 'INSERT' }]);

  const before = await insertRow('clients', { name: newTag('before restart'), logo: '/images/seed/logos/udhaya-masala.svg', industry: 'Retail' });
  await logs[0].waitFor(isChange('INSERT', before), 'INSERT before the restart');

  const joinedOnce = statuses.items.length;
  await stop(running);
  running = await startRealtime(port);
  // realtime-js notices the lost socket, reconnects with backoff and rejoins: SUBSCRIBED again.
  await statuses.waitFor((status) => status === 'SUBSCRIBED', 'SUBSCRIBED after the restart', joinedOnce);

  const after = await insertRow('clients', { name: newTag('after restart'), logo: '/images/seed/logos/udhaya-masala.svg', industry: 'Retail' });
  await logs[0].waitFor(isChange('INSERT', after), 'INSERT after the restart');

  await visitor.removeChannel(channel);
  await Promise.all([deleteRow('clients', before), deleteRow('clients', after)]);
});
