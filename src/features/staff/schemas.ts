import * as z from 'zod/mini';
import { requiredEmail } from '@/lib/form-rules';
import { ADMIN_PANEL_ROLES, type StaffRole } from '@/lib/permissions';

/** The Staff screen's invitation form. */
export const inviteSchema = z.object({
  email: requiredEmail(),
  full_name: z.string().check(z.trim(), z.maxLength(200, 'Name must be at most 200 characters')),
  role: z.enum(ADMIN_PANEL_ROLES),
});

export type InviteValues = z.infer<typeof inviteSchema>;

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor', reviewer: 'Reviewer' };

export const ROLE_OPTIONS = ADMIN_PANEL_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
