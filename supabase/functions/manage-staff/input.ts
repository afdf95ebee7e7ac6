/** What manage-staff accepts: one action per request, each with its fields checked here. */

export const STAFF_ROLES = ['admin', 'editor', 'reviewer', 'sales', 'accounts', 'crew'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each role as the invitation says it: "… invited you … as an editor". */
export const ROLE_AS: Record<StaffRole, string> = { admin: 'an admin', editor: 'an editor', reviewer: 'a reviewer', sales: 'a sales person', accounts: 'a member of accounts', crew: 'a member of the mounting crew' };

export type StaffAction =
  | { action: 'list' }
  | { action: 'invite'; email: string; role: StaffRole; fullName: string | null }
  | { action: 'resend'; id: string }
  | { action: 'set_role'; id: string; role: StaffRole }
  | { action: 'remove'; id: string };

/** A refusal of the request's content: `status` 400 (not understood) or 422 (understood but invalid). */
export class InputError extends Error {
  constructor(
    readonly status: 400 | 422,
    message: string,
  ) {
    super(message);
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_NAME_LENGTH = 200;

function role(value: unknown): StaffRole {
  if (!STAFF_ROLES.includes(value as StaffRole)) throw new InputError(422, `Role must be one of ${STAFF_ROLES.join(', ')}`);
  return value as StaffRole;
}

function id(value: unknown): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw new InputError(422, 'A staff member id (UUID) is required');
  return value;
}

function email(value: unknown): string {
  const address = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!EMAIL.test(address) || address.length > 254) throw new InputError(422, 'A valid e-mail address is required');
  return address;
}

function fullName(value: unknown): string | null {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name.length > MAX_NAME_LENGTH) throw new InputError(422, `Name must be at most ${MAX_NAME_LENGTH} characters`);
  return name || null;
}

export function parseAction(body: unknown): StaffAction {
  const fields = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  switch (fields.action) {
    case 'list':
      return { action: 'list' };
    case 'invite':
      return { action: 'invite', email: email(fields.email), role: role(fields.role), fullName: fullName(fields.full_name) };
    case 'resend':
      return { action: 'resend', id: id(fields.id) };
    case 'set_role':
      return { action: 'set_role', id: id(fields.id), role: role(fields.role) };
    case 'remove':
      return { action: 'remove', id: id(fields.id) };
    default:
      throw new InputError(400, 'action must be one of list, invite, resend, set_role, remove');
  }
}
