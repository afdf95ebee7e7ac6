import { PostgrestClient } from '@supabase/postgrest-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY } from '../supabase/local/context.ts';
import { crewJobsQuery, crewProfileQuery, doneSince } from '../src/features/crew/api/list-queries.ts';
import type { Database } from '../src/lib/database.types.ts';
import { startEarlyReads } from '../src/features/crew/early-read.ts';
import { firstScript, firstScriptConfig, takeCode } from './crew-first-script.ts';

/**
 * crew.html's first script (docs/decisions/098, 103): with a session stored on the phone it asks for the very reads the
 * crew pages would send through the Supabase client, at once; without one, or with one about to expire, nothing.
 */

const USER = '5eed0000-0000-4000-8000-000000000007';
const NOW = new Date('2026-11-28T04:30:00.000Z');
const ORIGIN = 'https://crew.example.test';

/** Starts the script's reads as a page would, with `stored` under the session's key; the URLs and headers it fetched. */
function runScript(env: Record<string, string | undefined>, stored: unknown): Array<{ url: string; headers: Record<string, string> }> {
  const fetched: Array<{ url: string; headers: Record<string, string> }> = [];
  vi.stubGlobal('window', {
    localStorage: { getItem: (key: string) => (key === 'chennai-outdoor-media-auth' ? JSON.stringify(stored) : null) },
    location: { origin: ORIGIN },
  });
  vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
    fetched.push({ url, headers: init.headers });
    return Promise.resolve(new Response('[]'));
  });
  startEarlyReads(firstScriptConfig(env, null, ICONS));
  return fetched;
}

const ICONS = { todo: '', mounted: '', approved: '', reshoot: '', place: '', signOut: '' };

const session = (expiresInSeconds: number) => ({
  access_token: 'token-1',
  expires_at: Math.floor(NOW.getTime() / 1000) + expiresInSeconds,
  user: { id: USER },
});

describe("crew.html's first script", () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the role and the list the pages read through the client, with the stored session', () => {
    const client = new PostgrestClient<Database>(`${ORIGIN}/rest/v1`);
    const fetched = runScript({}, session(3600));
    expect(fetched.map((read) => read.url)).toEqual([
      String((crewProfileQuery(client, USER) as unknown as { url: URL }).url),
      String((crewJobsQuery(client, USER, doneSince(NOW)) as unknown as { url: URL }).url),
    ]);
    expect(fetched[0].headers).toEqual({ apikey: LOCAL_ANON_KEY, Authorization: 'Bearer token-1' });
  });

  it('reads from the hosted project with its key when the build has one', () => {
    const fetched = runScript({ VITE_SUPABASE_URL: 'https://ref.supabase.co/', VITE_SUPABASE_ANON_KEY: 'hosted-anon' }, session(3600));
    expect(fetched.map((read) => new URL(read.url).origin)).toEqual(['https://ref.supabase.co', 'https://ref.supabase.co']);
    expect(fetched[1].headers.apikey).toBe('hosted-anon');
  });

  it('reads nothing without a session, or with one the client must renew first', () => {
    expect(runScript({}, null)).toEqual([]);
    expect(runScript({}, session(30))).toEqual([]);
    expect(runScript({}, { ...session(3600), access_token: undefined })).toEqual([]);
  });

  it('cannot be closed by what its settings hold', () => {
    const config = firstScriptConfig({ VITE_SUPABASE_URL: 'https://ref.supabase.co', VITE_SUPABASE_ANON_KEY: '</script><script>alert(1)' }, null, ICONS);
    expect(firstScript('', config)).not.toContain('</script>');
  });

  it("takes the page's code out of crew.html, to start it once the list is drawn", () => {
    const html =
      '<head><link rel="modulepreload" crossorigin href="/assets/react-1.js">\n<script type="module" crossorigin src="/assets/crew-2.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/crew-3.css"></head>';
    expect(takeCode(html)).toEqual({
      html: '<head><link rel="stylesheet" crossorigin href="/assets/crew-3.css"></head>',
      code: { entry: '/assets/crew-2.js', preloads: ['/assets/react-1.js'] },
    });
    expect(() => takeCode('<head></head>')).toThrow(/no module script/);
  });
});
