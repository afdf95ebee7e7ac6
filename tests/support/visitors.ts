import { Agent as HttpAgent, createServer, request, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { Agent } from 'undici';

/**
 * Test visitors with addresses of their own. The stand-in believes only the address a connection comes
 * from (docs/decisions/040-abuse-limits-and-the-client-address.md), so a test that needs several visitors
 * (rate limits by address) connects from several: Linux answers on the whole 127.0.0.0/8, and a socket may
 * be bound to any of those addresses before it connects.
 */

/** A loopback address for one visitor: 127.a.b.c, never 127.0.0.1 (the address of everything else). */
export function visitorAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `127.${octet()}.${octet()}.${octet()}`;
}

const agents = new Map<string, Agent>();

/** fetch whose connections come from `address`. */
export function fetchFrom(address: string): typeof fetch {
  let agent = agents.get(address);
  if (!agent) {
    agent = new Agent({ localAddress: address });
    agents.set(address, agent);
  }
  const dispatcher = agent;
  // Node's fetch takes undici's Agent as its dispatcher; the two packages' type declarations differ.
  return (input, init) => fetch(input, { ...init, dispatcher } as RequestInit);
}

export type VisitorProxy = { url: string; close(): Promise<void> };

/**
 * An HTTP proxy whose connections to the site come from `address`, for a browser context
 * (`newContext({ proxy: { server: url } })`): Chromium cannot choose the address it connects from.
 * Plain requests are forwarded; WebSockets (realtime) arrive as CONNECT tunnels.
 */
export async function startVisitorProxy(address: string): Promise<VisitorProxy> {
  const sockets = new Set<Socket>();
  // Connections to the site are kept and reused, as the browser's own would be, but let go after 4 s idle: the
  // site's server closes them after 5 s (Node's keepAliveTimeout), and one it closes just as a request goes out fails.
  const agent = new HttpAgent({ keepAlive: true, timeout: 4_000, localAddress: address });
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? '/');
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const send = (retried: boolean) => {
        const upstream = request(
          { agent, host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: req.method, headers },
          (upstreamRes) => {
            res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.rawHeaders);
            upstreamRes.on('error', () => res.destroy());
            upstreamRes.pipe(res);
          },
        );
        upstream.on('error', () => {
          // Should a kept connection still close under a request, send it again on a new one, as browsers do.
          if (upstream.reusedSocket && !retried && !res.headersSent) return send(true);
          if (res.headersSent) res.destroy();
          else res.writeHead(502).end();
        });
        upstream.end(body);
      };
      send(false);
    });
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const [host, port] = (req.url ?? '').split(':');
    const upstream = connect({ host, port: Number(port), localAddress: address }, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
