import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

/**
 * One room's presence, as Phoenix.Presence keeps it for hosted Realtime: each channel tracks at most one
 * entry (a `meta`: the tracked payload plus a `phx_ref`) under its presence key, and every change is a
 * diff of joins and leaves grouped by key, the shapes realtime-js's Presence reads.
 */

export type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
export type PresenceState = Record<string, { metas: Meta[] }>;
export type PresenceDiff = { joins: PresenceState; leaves: PresenceState };

type Entry = { key: string; payload: Record<string, unknown>; meta: Meta };

/** Phoenix.Tracker's refs: 8 random bytes in base64. */
function newRef(): string {
  return randomBytes(8).toString('base64');
}

function grouped(entries: Iterable<Entry>): PresenceState {
  const state: PresenceState = {};
  for (const { key, meta } of entries) (state[key] ??= { metas: [] }).metas.push(meta);
  return state;
}

export function createPresence<Tracker>() {
  const entries = new Map<Tracker, Entry>();

  return {
    /** Tracks or updates `tracker`'s entry; null when the payload has not changed (hosted does nothing then). */
    track(tracker: Tracker, key: string, payload: Record<string, unknown>): PresenceDiff | null {
      const previous = entries.get(tracker);
      if (previous && isDeepStrictEqual(previous.payload, payload)) return null;
      const meta: Meta = previous ? { ...payload, phx_ref: newRef(), phx_ref_prev: previous.meta.phx_ref } : { ...payload, phx_ref: newRef() };
      const entry = { key, payload, meta };
      entries.set(tracker, entry);
      return { joins: grouped([entry]), leaves: previous ? grouped([previous]) : {} };
    },

    /** Removes `tracker`'s entry (untrack, leave, disconnect); null when it had none. */
    untrack(tracker: Tracker): PresenceDiff | null {
      const previous = entries.get(tracker);
      if (!previous) return null;
      entries.delete(tracker);
      return { joins: {}, leaves: grouped([previous]) };
    },

    state(): PresenceState {
      return grouped(entries.values());
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type Presence<Tracker> = ReturnType<typeof createPresence<Tracker>>;
