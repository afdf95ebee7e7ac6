import { randomUUID } from 'node:crypto';
import type { Access } from './authorization.ts';
import type { Subscriber } from './dispatch.ts';
import type { Extension, Member } from './rooms.ts';
import type { ChangeParams } from './subscriptions.ts';

/** What a private channel's user may do, per extension: unknown (undefined) until first needed, then kept, as hosted does. */
export type Policies = Record<Extension, { read?: boolean; write?: boolean }>;

/** One joined channel of a socket: a postgres_changes subscriber and a room member. */
export type Channel = Subscriber &
  Member & {
    topic: string;
    /** The topic without `realtime:`, what policies see as realtime.topic(). */
    name: string;
    joinRef: string | null;
    accessToken: string;
    expiryTimer?: NodeJS.Timeout;
    isPrivate: boolean;
    policies: Policies;
    selfBroadcast: boolean;
    ackBroadcast: boolean;
    presenceEnabled: boolean;
    /** Hosted's per-channel limit on track and untrack messages. */
    presenceCalls: { allow(): boolean };
  };

export type JoinConfig = {
  postgresChanges: ChangeParams[];
  isPrivate: boolean;
  selfBroadcast: boolean;
  ackBroadcast: boolean;
  presenceEnabled: boolean;
  presenceKey: string;
};

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Hosted's FlexibleBoolean: a boolean or the strings "true" / "false"; anything else is its default, false. */
function flag(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.toLowerCase() === 'true');
}

/** The join payload's `config`, read as hosted's Join payload does (an invalid part falls back to its default). */
export function parseJoinConfig(payload: Record<string, unknown>): JoinConfig {
  const config = isObject(payload.config) ? payload.config : {};
  const broadcast = isObject(config.broadcast) ? config.broadcast : {};
  const presence = isObject(config.presence) ? config.presence : {};
  const key = presence.key;
  return {
    postgresChanges: Array.isArray(config.postgres_changes) ? config.postgres_changes.filter(isObject) : [],
    isPrivate: flag(config.private),
    selfBroadcast: flag(broadcast.self),
    ackBroadcast: flag(broadcast.ack),
    presenceEnabled: flag(presence.enabled),
    // Without a key each channel is its own presence (hosted uses a UUID too).
    presenceKey: key === undefined || key === null || key === '' ? randomUUID() : String(key),
  };
}

/** The read policies a join or a new token established; writes are worked out again when first needed. */
export function policiesFrom(access: Access): Policies {
  return { broadcast: { read: access.broadcast }, presence: { read: access.presence } };
}

export function unauthorizedToRead(name: string): string {
  return `You do not have permissions to read from this Channel topic: ${name}`;
}
