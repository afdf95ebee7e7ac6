import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { applyRowChange } from '../realtime';

type Row = { id: string; name: string };
const base = { schema: 'public', table: 'clients', commit_timestamp: '2025-01-01T00:00:00Z', errors: [] };
const rows: Row[] = [
  { id: '1', name: 'Alpha' },
  { id: '2', name: 'Mango' },
];
const byName = (a: Row, b: Row) => a.name.localeCompare(b.name);

function change(payload: Pick<RealtimePostgresChangesPayload<Row>, 'eventType' | 'new' | 'old'>) {
  return { ...base, ...payload } as RealtimePostgresChangesPayload<Row>;
}

describe('applyRowChange', () => {
  it('puts an inserted row first, or in order when given a comparison', () => {
    const inserted = change({ eventType: 'INSERT', new: { id: '3', name: 'Bravo' }, old: {} });
    expect(applyRowChange(rows, inserted).map((r) => r.id)).toEqual(['3', '1', '2']);
    expect(applyRowChange(rows, inserted, byName).map((r) => r.name)).toEqual(['Alpha', 'Bravo', 'Mango']);
  });

  it('replaces an updated row in place and re-sorts', () => {
    const updated = change({ eventType: 'UPDATE', new: { id: '1', name: 'Zulu' }, old: { id: '1' } });
    expect(applyRowChange(rows, updated)).toEqual([{ id: '1', name: 'Zulu' }, rows[1]]);
    expect(applyRowChange(rows, updated, byName).map((r) => r.name)).toEqual(['Mango', 'Zulu']);
  });

  it('removes a deleted row and ignores a repeated insert', () => {
    expect(applyRowChange(rows, change({ eventType: 'DELETE', new: {}, old: { id: '2' } }))).toEqual([rows[0]]);
    const again = change({ eventType: 'INSERT', new: rows[0], old: {} });
    expect(applyRowChange(rows, again)).toHaveLength(2);
  });
});
