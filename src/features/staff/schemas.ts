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

export const ROLE_OPTIONS = ADMIN_PANEL_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
