/**
 * Runs under Deno, not Node: hosts every supabase/functions/<name>/index.ts in one Deno process for the
 * local stand-in (supabase/local/functions/index.ts starts it). Each function module is imported unchanged on
 * its first request; `Deno.serve(handler)` is intercepted while it loads, or `export default { fetch }`
 * is used, and requests for `/<name>/...` go to that handler. Errors are answered like the Supabase CLI's
 * edge runtime (`internal/functions/serve/templates/main.ts`).
 */

type Handler = (request: Request, info?: unknown) => Response | Promise<Response>;

type ServeOptions = {
  hostname?: string;
  port?: number;
  handler?: Handler;
  onListen?: (addr: { hostname: string; port: number }) => void;
};

/** The part of the Deno namespace used here, typed locally so Node's TypeScript can check this file. */
type DenoApi = {
  serve(options: ServeOptions, handler: Handler): unknown;
  env: { get(name: string): string | undefined; delete(name: string): void; toObject(): Record<string, string> };
  stat(path: URL): Promise<{ isFile: boolean }>;
  stdin: { readable: ReadableStream<Uint8Array> };
  exit(code: number): never;
};

const deno = (globalThis as unknown as { Deno: DenoApi }).Deno;
const realServe = deno.serve.bind(deno);

// The stand-in's own settings, hidden from the functions like the CLI hides SUPABASE_INTERNAL_*.
/** file: URL of supabase/functions/, with a trailing slash. */
const functionsUrl = deno.env.get('SUPABASE_INTERNAL_FUNCTIONS_URL') ?? '';
const entrypoint = (name: string) => new URL(`${name}/index.ts`, functionsUrl);
for (const name of Object.keys(deno.env.toObject())) {
  if (name.startsWith('SUPABASE_INTERNAL_')) deno.env.delete(name);
}

// The stand-in holds our stdin open and never writes to it: when it goes, even killed, so do we.
void (async () => {
  const reader = deno.stdin.readable.getReader();
  while (!(await reader.read()).done) {
    // nothing is ever sent
  }
  deno.exit(0);
})();

let capture: ((handler: Handler) => void) | null = null;

function handlerOf(args: unknown[]): Handler | undefined {
  const [first, second] = args;
  if (typeof first === 'function') return first as Handler;
  if (typeof second === 'function') return second as Handler;
  return (first as ServeOptions | undefined)?.handler;
}

/** What a function's own `Deno.serve(...)` gets back: a server that never listens itself. */
const detachedServer = {
  finished: new Promise<void>(() => undefined),
  addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
  shutdown: () => Promise.resolve(),
  ref: () => undefined,
  unref: () => undefined,
};

(deno as unknown as { serve: (...args: unknown[]) => unknown }).serve = (...args: unknown[]) => {
  const handler = handlerOf(args);
  if (!capture || !handler) throw new Error('Deno.serve was called outside a function module being loaded');
  capture(handler);
  return detachedServer;
};

const loaded = new Map<string, Promise<Handler>>();
let loading: Promise<unknown> = Promise.resolve();

/** Imports one function; imports run one at a time so each Deno.serve call is attributed correctly. */
function importFunction(name: string): Promise<Handler> {
  const run = loading.then(async () => {
    let handler: Handler | undefined;
    capture = (h) => {
      handler = h;
    };
    try {
      const module = (await import(entrypoint(name).href)) as {
        default?: { fetch?: Handler };
      };
      const fetchExport = module.default?.fetch;
      if (!handler && typeof fetchExport === 'function') handler = fetchExport.bind(module.default);
    } finally {
      capture = null;
    }
    if (!handler) throw new Error(`${name}/index.ts neither calls Deno.serve() nor exports default { fetch }`);
    return handler;
  });
  loading = run.catch(() => undefined);
  return run;
}

function functionHandler(name: string): Promise<Handler> {
  let handler = loaded.get(name);
  if (!handler) {
    handler = importFunction(name);
    loaded.set(name, handler);
    handler.catch(() => loaded.delete(name));
  }
  return handler;
}

async function isFunction(name: string): Promise<boolean> {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name)) return false;
  try {
    return (await deno.stat(entrypoint(name))).isFile;
  } catch {
    return false;
  }
}

function errorResponse(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ code, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

realServe(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }) => console.log(`standin-functions-listening ${port}`),
  },
  async (request, info) => {
    const name = new URL(request.url).pathname.split('/')[1] ?? '';
    if (!(await isFunction(name))) {
      return new Response('Function not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    }
    let handler: Handler;
    try {
      handler = await functionHandler(name);
    } catch (error) {
      console.error(`${name}: failed to boot:`, error);
      return errorResponse(503, 'BOOT_ERROR', 'Worker failed to boot (please check logs)');
    }
    try {
      return await handler(request, info);
    } catch (error) {
      console.error(`${name}: uncaught error:`, error);
      return errorResponse(500, 'WORKER_ERROR', 'Function exited due to an error (please check logs)');
    }
  },
);
