import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/features/contact/schemas';
import { validateContact } from '../../supabase/functions/_shared/contact.ts';

/**
 * The edge function restates the contact form's rules (Deno code cannot import src/). This keeps the two
 * in step: for the same input they accept and refuse alike, with the same message per field. (The
 * function also enforces the table's length limits and refuses unknown fields; the form has no need to.)
 */

const valid = {
  name: 'Asha Krishnan',
  email: 'asha@example.com',
  phone: '9840012345',
  company: '',
  designation: '',
  service: '',
  message: 'Hoardings on OMR, please.',
};

const cases: [string, Partial<Record<keyof typeof valid, string>>][] = [
  ['valid', {}],
  ['valid with padding', { name: '  Asha  ', email: ' asha@example.com ', phone: ' 9840012345 ' }],
  ['empty name', { name: '' }],
  ['blank name', { name: '   ' }],
  ['empty email', { email: '' }],
  ['email without dot', { email: 'asha@example' }],
  ['email without at', { email: 'asha.example.com' }],
  ['email with a space', { email: 'asha k@example.com' }],
  ['empty phone', { phone: '' }],
  ['nine digits', { phone: '984001234' }],
  ['eleven digits', { phone: '98400123456' }],
  ['leading zero', { phone: '0984001234' }],
  ['phone with a dash', { phone: '98400-12345' }],
  ['empty message', { message: '' }],
  ['blank message', { message: ' \n ' }],
  ['everything empty', { name: '', email: '', phone: '', message: '' }],
];

function zodProblems(input: unknown): Record<string, string> {
  const result = contactSchema.safeParse(input);
  const problems: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return problems;
}

describe('send-contact-email and the contact form agree', () => {
  it.each(cases)('%s', (_label, change) => {
    const input = { ...valid, ...change };
    const result = validateContact(input);
    expect(result.ok ? {} : result.fields).toEqual(zodProblems(input));
  });
});
