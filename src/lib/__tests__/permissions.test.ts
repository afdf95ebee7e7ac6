import { canEnterAdminPanel, permissionsFor, roleDescription } from '../permissions';

describe('permissionsFor', () => {
  it.each([
    ['admin', { isAdmin: true, canEdit: true, canDelete: true }],
    ['editor', { isAdmin: false, canEdit: true, canDelete: false }],
    ['reviewer', { isAdmin: false, canEdit: false, canDelete: false }],
    ['member', { isAdmin: false, canEdit: false, canDelete: false }],
    [null, { isAdmin: false, canEdit: false, canDelete: false }],
  ])('maps %s to its flags', (role, flags) => {
    expect(permissionsFor(role)).toEqual(flags);
  });

  it('lets only admin, editor and reviewer into the panel', () => {
    expect(['admin', 'editor', 'reviewer', 'member', '', null].map(canEnterAdminPanel)).toEqual([
      true, true, true, false, false, false,
    ]);
  });

  it('describes each role', () => {
    expect(roleDescription('reviewer')).toBe('Read-only access to review content');
    expect(roleDescription('member')).toBe('Basic user access');
  });
});
