/**
 * The contact form's rules (docs/product.md §5), for the send-contact-email function. Edge functions
 * cannot import the app's zod schema from src/, so the rules are restated here with the same messages;
 * the limits are the "Contacts" table's check constraints.
 */

export const MAX_BODY_BYTES = 16 * 1024;

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'company', 'designation', 'service', 'message'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactMessage = Record<ContactField, string>;

export const MAX_LENGTH: Record<Exclude<ContactField, 'phone'>, number> = {
  name: 200,
  email: 254,
  company: 200,
  designation: 200,
  service: 200,
  message: 5000,
};

const LABEL: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone number',
  company: 'Company',
  designation: 'Designation',
  service: 'Service',
  message: 'Message',
};

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Ten digits, the first not 0: the table stores the phone as a number, where a leading zero cannot survive. */
const TEN_DIGITS = /^[1-9]\d{9}$/;

export type ContactValidation =
  | { ok: true; value: ContactMessage }
  | { ok: false; error: string; fields: Partial<Record<string, string>> };

function isField(key: string): key is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(key);
}

/** The value as trimmed text; phone may also arrive as a number (the table stores it as one). */
function asText(field: ContactField, value: unknown): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (field === 'phone' && typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return null;
}

function checkField(field: ContactField, text: string): string | null {
  switch (field) {
    case 'name':
      if (!text) return 'Name is required';
      break;
    case 'email':
      if (!text) return 'Email is required';
      if (!EMAIL_SHAPE.test(text)) return 'Enter a valid email address';
      break;
    case 'phone':
      if (!text) return 'Phone number is required';
      return TEN_DIGITS.test(text) ? null : 'Enter a valid 10-digit phone number';
    case 'message':
      if (!text) return 'Message is required';
      break;
  }
  const max = MAX_LENGTH[field as Exclude<ContactField, 'phone'>];
  return text.length > max ? `${LABEL[field]} must be at most ${max} characters` : null;
}

export function validateContact(input: unknown): ContactValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, error: 'Request body must be a JSON object', fields: {} };
  }
  const body = input as Record<string, unknown>;
  const fields: Partial<Record<string, string>> = {};
  for (const key of Object.keys(body)) {
    if (!isField(key)) fields[key] = `Unknown field "${key}"`;
  }
  const value = {} as ContactMessage;
  for (const field of CONTACT_FIELDS) {
    const text = asText(field, body[field]);
    const problem = text === null ? `${LABEL[field]} must be text` : checkField(field, text);
    if (problem) fields[field] = problem;
    else value[field] = text ?? '';
  }
  const problems = Object.values(fields);
  if (problems.length > 0) return { ok: false, error: problems.join('; '), fields };
  return { ok: true, value };
}
