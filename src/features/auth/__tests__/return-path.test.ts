import { describe, expect, it } from 'vitest';
import { returnPath } from '../return-path';

describe('returnPath', () => {
  it('returns to the admin page first asked for, with its query', () => {
    expect(returnPath({ from: '/admin/clients?refresh=true' })).toBe('/admin/clients?refresh=true');
    expect(returnPath({ from: '/admin' })).toBe('/admin');
  });

  it("returns to the crew's page asked for in ?redirect=, and sends crew to their jobs otherwise", () => {
    expect(returnPath(null, '?redirect=%2Fcrew%2Fjobs%2Fabc', 'crew')).toBe('/crew/jobs/abc');
    expect(returnPath(null, '?redirect=/admin/leads', 'admin')).toBe('/admin/leads');
    expect(returnPath(null, '', 'crew')).toBe('/crew');
    expect(returnPath(null, '?redirect=https://evil.example/crew', 'crew')).toBe('/crew');
    expect(returnPath(null, '?redirect=//evil.example/crew', 'admin')).toBe('/admin');
  });

  it('goes to the dashboard for anything else', () => {
    for (const state of [null, undefined, {}, { from: 42 }, { from: '/' }, { from: '/administrator' }, { from: '//evil.example/admin' }, { from: '/admin/login' }]) {
      expect(returnPath(state)).toBe('/admin');
    }
  });
});
