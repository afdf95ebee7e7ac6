/**
 * Roles that may enter the admin panel (docs/product.md §6; sales: docs/decisions/045; accounts, who bill and read no
 * content: docs/decisions/104). Any other role is a basic user.
 */
export const ADMIN_PANEL_ROLES = ['admin', 'editor', 'reviewer', 'sales', 'accounts'] as const;
/** Roles an admin gives staff: the back office's, and field crew, who use the crew pages only (docs/decisions/057). */
export const STAFF_ROLES = [...ADMIN_PANEL_ROLES, 'crew'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type Permissions = {
  isAdmin: boolean;
  /** Create and edit content. */
  canEdit: boolean;
  canDelete: boolean;
  /** Read and work leads; be a lead's assignee (admins and sales). */
  canManageLeads: boolean;
  /** Delete leads, and all of a person's data on request (admins; decision 073). */
  canDeleteLeads: boolean;
  /** Create and edit sites, holds and bookings (admins, editors and sales). */
  canManageSites: boolean;
  /** Keep customers, make and send proposals, see agreed prices and discounts (admins and sales; decision 053). */
  canSell: boolean;
  /** Assign mounting jobs, upload creatives, approve proof photos, share proof reports (admins and sales; decision 057). */
  canManageJobs: boolean;
  /** Field crew: the jobs assigned to them at /crew, nothing else (decision 057). */
  isCrew: boolean;
  /** Read the back office's content, drafts included, and sites with their bookings (every back-office role but accounts). */
  readsStaffContent: boolean;
  /** Raise, issue and cancel invoices and keep the billing settings (admins and accounts; decision 104). */
  canBill: boolean;
};

/**
 * The one mapping from role to permission flags for the screens; every screen reads its flags from here.
 * The database enforces the same rules with its permission functions (is_admin(), can_edit_content(),
 * can_delete_content(), can_manage_leads(), can_delete_leads(), can_manage_sites(), can_sell(), can_manage_jobs(), is_crew(), has_admin_access(), can_enter_back_office(), can_bill() in
 * supabase/schemas/01_permissions.sql);
 * tests/api/permissions.test.ts fails when the two disagree for any role.
 */
export function permissionsFor(role: string | null | undefined): Permissions {
  const isAdmin = role === 'admin';
  const canEdit = isAdmin || role === 'editor';
  const sells = isAdmin || role === 'sales';
  return {
    isAdmin,
    canEdit,
    canDelete: isAdmin,
    canManageLeads: sells,
    canDeleteLeads: isAdmin,
    canManageSites: canEdit || role === 'sales',
    canSell: sells,
    canManageJobs: sells,
    isCrew: role === 'crew',
    readsStaffContent: canEdit || role === 'reviewer' || role === 'sales',
    canBill: isAdmin || role === 'accounts',
  };
}

export function canEnterAdminPanel(role: string | null | undefined): role is (typeof ADMIN_PANEL_ROLES)[number] {
  return (ADMIN_PANEL_ROLES as readonly string[]).includes(role ?? '');
}

/** Dashboard wording (docs/product.md §2, Dashboard). */
export function roleDescription(role: string | null | undefined): string {
  switch (role) {
    case 'admin':
      return 'Full system access with all permissions';
    case 'editor':
      return 'Can create and edit content, limited delete access';
    case 'reviewer':
      return 'Read-only access to review content';
    case 'sales':
      return 'Works leads, sites and bookings; reads content';
    case 'crew':
      return 'Mounts ads and photographs them on the jobs assigned to them';
    case 'accounts':
      return 'Raises invoices and keeps the billing; reads customers and campaigns';
    default:
      return 'Basic user access';
  }
}
