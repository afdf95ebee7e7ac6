import * as v from 'valibot';
import { optionalImageUrl, optionalText, requiredEmail, requiredText } from '@/lib/form-rules';
import { STAFF_ROLES, type StaffRole } from '@/lib/permissions';

/** The Staff screen's invitation form. */
export const inviteSchema = v.object({
  email: requiredEmail(),
  full_name: v.pipe(v.string(), v.trim(), v.maxLength(200, 'Name must be at most 200 characters')),
  role: v.picklist(STAFF_ROLES),
});

export type InviteValues = v.InferOutput<typeof inviteSchema>;

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor', reviewer: 'Reviewer', sales: 'Sales', accounts: 'Accounts', crew: 'Crew' };

/** What a role may do, in the words a role change's confirmation uses (docs/product.md §6). */
export const ROLE_ABILITIES: Record<StaffRole, string> = {
  admin: 'do everything, including managing staff and deleting',
  editor: 'write and publish content and manage sites and bookings, but not delete, work leads or manage staff',
  reviewer: 'read the back office and review posts, but change nothing',
  sales: 'work leads and manage sites and bookings, but not edit content or manage staff',
  accounts: 'raise and issue invoices and keep the billing, read customers and campaigns, and nothing of content, leads or crews',
  crew: 'see the mounting jobs assigned to them and send their photos from a phone, and nothing in the back office',
};

export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** 'Your profile': the name staff see, and the title and portrait a blog post by this person carries (decision 052). */
export const profileSchema = v.object({
  full_name: requiredText('Name is required', 200),
  job_title: optionalText(200),
  portrait_url: optionalImageUrl(),
});

export type ProfileInput = v.InferInput<typeof profileSchema>;
export type ProfileValues = v.InferOutput<typeof profileSchema>;
