import { canEnterAdminPanel, permissionsFor, roleDescription } from '../permissions';

describe('permissionsFor', () => {
  const none = { isAdmin: false, canEdit: false, canDelete: false, canManageLeads: false, canDeleteLeads: false, canManageSites: false, canSell: false, canManageJobs: false, isCrew: false };
  it.each([
    ['admin', { isAdmin: true, canEdit: true, canDelete: true, canManageLeads: true, canDeleteLeads: true, canManageSites: true, canSell: true, canManageJobs: true, isCrew: false }],
    ['editor', { ...none, canEdit: true, canManageSites: true }],
    ['reviewer', none],
    ['sales', { ...none, canManageLeads: true, canManageSites: true, canSell: true, canManageJobs: true }],
    ['crew', { ...none, isCrew: true }],
    ['member', none],
    [null, none],
  ])('maps %s to its flags', (role, flags) => {
    expect(permissionsFor(role)).toEqual(flags);
  });

  it('lets only admin, editor, reviewer and sales into the panel: crew have pages of their own', () => {
    expect(['admin', 'editor', 'reviewer', 'sales', 'crew', 'member', '', null].map(canEnterAdminPanel)).toEqual([
      true, true, true, true, false, false, false, false,
    ]);
  });

  it('describes each role', () => {
    expect(roleDescription('reviewer')).toBe('Read-only access to review content');
    expect(roleDescription('sales')).toBe('Works leads, sites and bookings; reads content');
    expect(roleDescription('crew')).toBe('Mounts ads and photographs them on the jobs assigned to them');
    expect(roleDescription('member')).toBe('Basic user access');
  });
});
