import { canEnterAdminPanel, permissionsFor, roleDescription } from '../permissions';

describe('permissionsFor', () => {
  const none = {
    isAdmin: false,
    canEdit: false,
    canDelete: false,
    canManageLeads: false,
    canDeleteLeads: false,
    canManageSites: false,
    canSell: false,
    canManageJobs: false,
    isCrew: false,
    readsStaffContent: false,
    canBill: false,
  };
  it.each([
    [
      'admin',
      { isAdmin: true, canEdit: true, canDelete: true, canManageLeads: true, canDeleteLeads: true, canManageSites: true, canSell: true, canManageJobs: true, isCrew: false, readsStaffContent: true, canBill: true },
    ],
    ['editor', { ...none, canEdit: true, canManageSites: true, readsStaffContent: true }],
    ['reviewer', { ...none, readsStaffContent: true }],
    ['sales', { ...none, canManageLeads: true, canManageSites: true, canSell: true, canManageJobs: true, readsStaffContent: true }],
    ['accounts', { ...none, canBill: true }],
    ['crew', { ...none, isCrew: true }],
    ['member', none],
    [null, none],
  ])('maps %s to its flags', (role, flags) => {
    expect(permissionsFor(role)).toEqual(flags);
  });

  it('lets only admin, editor, reviewer, sales and accounts into the panel: crew have pages of their own', () => {
    expect(['admin', 'editor', 'reviewer', 'sales', 'accounts', 'crew', 'member', '', null].map(canEnterAdminPanel)).toEqual([
      true, true, true, true, true, false, false, false, false,
    ]);
  });

  it('describes each role', () => {
    expect(roleDescription('reviewer')).toBe('Read-only access to review content');
    expect(roleDescription('sales')).toBe('Works leads, sites and bookings; reads content');
    expect(roleDescription('accounts')).toBe('Raises invoices and keeps the billing; reads customers and campaigns');
    expect(roleDescription('crew')).toBe('Mounts ads and photographs them on the jobs assigned to them');
    expect(roleDescription('member')).toBe('Basic user access');
  });
});
