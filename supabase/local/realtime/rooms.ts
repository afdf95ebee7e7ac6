import type { BroadcastMessage } from './broadcast-messages.ts';
import { createPresence, type Presence, type PresenceDiff, type PresenceState } from './presence.ts';

/** What Realtime Authorization decides per channel, the `extension` of realtime.messages. */
export type Extension = 'broadcast' | 'presence';

/** A joined channel, as broadcast and presence see it (every socket's channels of one topic share a room). */
export type Member = {
  /** The room: public and private channels of one name are different rooms, as on hosted (its tenant topics). */
  room: string;
  presenceKey: string;
  /** Public channels receive everything; private ones what their read policies allow. */
  reads(extension: Extension): boolean;
  receiveBroadcast(message: BroadcastMessage): void;
  receivePresence(event: 'presence_state', payload: PresenceState): void;
  receivePresence(event: 'presence_diff', payload: PresenceDiff): void;
};

export function roomOf(name: string, isPrivate: boolean): string {
  return `${isPrivate ? 'private' : 'public'}:${name}`;
}

type Room = { members: Set<Member>; presence: Presence<Member> };

/** Every room of the server: who is in it and who is present, for broadcasts and presence diffs. */
export function createRooms() {
  const rooms = new Map<string, Room>();

  function room(name: string): Room {
    let found = rooms.get(name);
    if (!found) {
      found = { members: new Set(), presence: createPresence<Member>() };
      rooms.set(name, found);
    }
    return found;
  }

  /** Presence diffs go to every member that may read presence, the one that caused them included (as on hosted). */
  function announce(target: Room, diff: PresenceDiff | null): void {
    if (!diff) return;
    for (const member of target.members) if (member.reads('presence')) member.receivePresence('presence_diff', diff);
  }

  function forget(name: string, target: Room): void {
    if (target.members.size === 0 && target.presence.size === 0) rooms.delete(name);
  }

  return {
    enter(member: Member): void {
      room(member.room).members.add(member);
    },

    /** A member leaving (phx_leave, rejoin, shutdown, closed socket) takes its presence with it. */
    leave(member: Member): void {
      const target = rooms.get(member.room);
      if (!target) return;
      target.members.delete(member);
      announce(target, target.presence.untrack(member));
      forget(member.room, target);
    },

    /** To every member of the room that may read broadcasts, except `sender` when given (`self: false`). */
    broadcast(name: string, message: BroadcastMessage, sender?: Member): void {
      for (const member of rooms.get(name)?.members ?? []) {
        if (member !== sender && member.reads('broadcast')) member.receiveBroadcast(message);
      }
    },

    track(member: Member, payload: Record<string, unknown>): void {
      const target = room(member.room);
      announce(target, target.presence.track(member, member.presenceKey, payload));
    },

    untrack(member: Member): void {
      const target = room(member.room);
      announce(target, target.presence.untrack(member));
    },

    presenceState(name: string): PresenceState {
      return rooms.get(name)?.presence.state() ?? {};
    },
  };
}

export type Rooms = ReturnType<typeof createRooms>;
