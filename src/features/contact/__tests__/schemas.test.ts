import * as v from 'valibot';
import { contactSchema, emptyContactForm, type ContactFormInput } from '../schemas';
import { toContactRow } from '../api/submit-contact';

function messages(values: Partial<ContactFormInput>): Record<string, string> {
  const result = v.safeParse(contactSchema, { ...emptyContactForm, ...values });
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.issues) byField[String(issue.path?.[0]?.key)] ??= issue.message;
  return byField;
}

const valid = { name: 'Lakshmi Narayanan', email: 'lakshmi@example.in', phone: '9840012345', message: 'Need 5 hoardings on OMR.' };

describe('contact form rules (docs/product.md §5)', () => {
  it('requires name, email, phone and message with the docs/product.md §5 messages', () => {
    expect(messages({})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      message: 'Message is required',
    });
  });

  it('treats blanks as empty', () => {
    expect(messages({ ...valid, name: '   ', message: '\n ' })).toEqual({ name: 'Name is required', message: 'Message is required' });
  });

  it('checks the e-mail shape', () => {
    for (const email of ['lakshmi', 'lakshmi@', 'lakshmi@example', '@example.in', 'a b@example.in']) {
      expect(messages({ ...valid, email })).toEqual({ email: 'Enter a valid email address' });
    }
    expect(messages({ ...valid, email: ' lakshmi@example.in ' })).toEqual({});
  });

  it('needs exactly ten digits for the phone', () => {
    for (const phone of ['984001234', '98400123456', '98400-12345', '+919840012345', 'abcdefghij', '0984001234']) {
      expect(messages({ ...valid, phone })).toEqual({ phone: 'Enter a valid 10-digit phone number' });
    }
    expect(messages(valid)).toEqual({});
  });

  it("refuses a message over the database's 5000 characters, naming the limit", () => {
    expect(messages({ ...valid, message: 'm'.repeat(5000) })).toEqual({});
    expect(messages({ ...valid, message: 'm'.repeat(5001) })).toEqual({ message: 'Use at most 5000 characters' });
  });

  it('leaves company, designation and service optional', () => {
    expect(messages({ ...valid, company: '', designation: '', service: '' })).toEqual({});
  });
});

describe('the "Contacts" row (docs/product.md §7)', () => {
  it('maps every field to its column, the phone as a number, with the defaults', () => {
    const parsed = v.parse(contactSchema, { ...emptyContactForm, ...valid });
    expect(toContactRow(parsed)).toEqual({
      'Full name': 'Lakshmi Narayanan',
      'Email Address': 'lakshmi@example.in',
      'Phone Number': 9840012345,
      'Company Name': '',
      Designation: null,
      'service of interest': '',
      message: 'Need 5 hoardings on OMR.',
    });
  });

  it('keeps the optional fields when given', () => {
    const parsed = v.parse(contactSchema, { ...valid, company: 'Kaapi Co.', designation: 'CMO', service: 'Outdoor - Billboard' });
    expect(toContactRow(parsed)).toMatchObject({
      'Company Name': 'Kaapi Co.',
      Designation: 'CMO',
      'service of interest': 'Outdoor - Billboard',
    });
  });
});
