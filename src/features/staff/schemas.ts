import * as v from 'valibot';
import { requiredEmail } from '@/lib/form-rules';
import { ADMIN_PANEL_ROLES, type StaffRole } from '@/lib/permissions';

/** The Staff screen's invitation form. */
export const inviteSchema = v.object({
  email: requiredEmail(),
  full_name: v.pipe(v.string(), v.trim(), v.maxLength(200, 'Name must be at most 200 characters')),
  role: v.picklist(ADMIN_PANEL_ROLES),
});

export type InviteValues = v.InferOutput<typeof inviteSchema>;

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor', reviewer: 'Reviewer', sales: 'Sales' };

/** What a role may do, in the words a role change's confirmation uses (docs/product.md §6). */
export const ROLE_ABILITIES: Record<StaffRole, string> = {
  admin: 'do everything, including managing staff and deleting',
  editor: 'write and publish content and manage sites and bookings, but not delete, work leads or manage staff',
  reviewer: 'read the back office and review posts, but change nothing',
  sales: 'work leads and manage sites and bookings, but not edit content or manage staff',
};

export const ROLE_OPTIONS = ADMIN_PANEL_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
