import { expect, it } from 'vitest';
import { createPresence } from './presence.ts';

/** Presence diffs in Phoenix.Presence's shapes, which realtime-js's Presence reads. */

it('tracks, updates (with phx_ref_prev), ignores an unchanged payload and untracks', () => {
  const presence = createPresence<string>();
  const joined = presence.track('a', 'meera', { name: 'Meera' });
  const ref = joined?.joins.meera?.metas[0]?.phx_ref;
  expect(joined).toEqual({ joins: { meera: { metas: [{ name: 'Meera', phx_ref: ref }] } }, leaves: {} });

  expect(presence.track('a', 'meera', { name: 'Meera' })).toBeNull();

  const updated = presence.track('a', 'meera', { name: 'Meera', typing: true });
  expect(updated?.leaves).toEqual({ meera: { metas: [{ name: 'Meera', phx_ref: ref }] } });
  expect(updated?.joins.meera?.metas[0]).toMatchObject({ typing: true, phx_ref_prev: ref });

  presence.track('b', 'meera', { name: 'Meera', tab: 2 });
  expect(presence.state().meera?.metas).toHaveLength(2);
  expect(presence.untrack('a')?.leaves.meera?.metas[0]).toMatchObject({ typing: true });
  expect(presence.untrack('a')).toBeNull();
  expect(Object.keys(presence.state())).toEqual(['meera']);
});
