import { useEffect, useState } from 'react';
import { supabase } from '@/lib/supabase';

export type Editor = { id: string; name: string };

/** What each screen tracks on the channel. */
type Tracked = { name?: unknown };

/**
 * The names of the other people who have `topic` (`editing:<table>:<id>`) open, sorted so the list (and the
 * notice reading it) changes only when people come or go. `me` joins and tracks its name while mounted, on a
 * private channel staff are allowed by policy (docs/decisions/065, "For the back office"); leaving untracks. A
 * join that fails (offline, refused) leaves the list empty: the screen works as before.
 */
export function useEditingPresence(topic: string, me: Editor | null): string[] {
  const [others, setOthers] = useState<string[]>([]);
  const meId = me?.id;
  const meName = me?.name;
  useEffect(() => {
    if (!meId || !meName) return;
    let left = false;
    let channel: ReturnType<typeof supabase.channel> | undefined;
    void (async () => {
      // The join must carry the user's token, not the anon key, for the policy to see staff.
      await supabase.realtime.setAuth();
      // A topic names one channel per client: a remount (StrictMode, back and forth) must not find the one leaving.
      await Promise.all(supabase.getChannels().filter((old) => old.subTopic === topic).map((old) => supabase.removeChannel(old)));
      if (left) return;
      const joined = supabase.channel(topic, { config: { private: true, presence: { key: meId } } });
      channel = joined;
      joined
        .on('presence', { event: 'sync' }, () => {
          const names = Object.entries(joined.presenceState<Tracked>())
            .filter(([key]) => key !== meId)
            .map(([, metas]) => metas[0]?.name)
            .filter((name): name is string => typeof name === 'string' && name !== '');
          const sorted = [...new Set(names)].sort((a, b) => a.localeCompare(b));
          setOthers((shown) => (shown.join('\n') === sorted.join('\n') ? shown : sorted));
        })
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') void joined.track({ name: meName });
        });
    })().catch(() => undefined);
    return () => {
      left = true;
      setOthers([]);
      if (channel) void supabase.removeChannel(channel);
    };
  }, [topic, meId, meName]);
  return others;
}
