import { describe, expect, it } from 'vitest';
import { returnPath } from '../return-path';

describe('returnPath', () => {
  it('returns to the admin page first asked for, with its query', () => {
    expect(returnPath({ from: '/admin/clients?refresh=true' })).toBe('/admin/clients?refresh=true');
    expect(returnPath({ from: '/admin' })).toBe('/admin');
  });

  it('goes to the dashboard for anything else', () => {
    for (const state of [null, undefined, {}, { from: 42 }, { from: '/' }, { from: '/administrator' }, { from: '//evil.example/admin' }, { from: '/admin/login' }]) {
      expect(returnPath(state)).toBe('/admin');
    }
  });
});
