import * as v from 'valibot';
import { fieldLimits, tooLongMessage } from '@/lib/form-rules';
import { databaseLengthLimits } from '@/testing/db-limits';
import { applicationSchema, applicationTextFields, CV_ACCEPT, CV_MAX_BYTES, cvExtension, cvRule } from '../schemas';

/** job_applications' `<table>_<column>_length` checks, as supabase/schemas/ declares them. */
const tableLimits = databaseLengthLimits('job_applications');

const messages = (rule: v.GenericSchema, value: unknown) => v.safeParse(rule, value).issues?.map((issue) => issue.message) ?? [];
const file = (name: string, bytes: number, type = '') => new File([new Uint8Array(bytes)], name, { type });

describe('the application form schema', () => {
  it('limits each text field as job_applications does, naming the limit one character over it', () => {
    expect(tableLimits).toMatchObject({ name: 200, phone: 25, email: 254, note: 1000, cv_name: 200 });
    const form = fieldLimits(applicationTextFields);
    expect(form).toEqual({ name: tableLimits.name, phone: tableLimits.phone, email: tableLimits.email, note: tableLimits.note });
    for (const [field, max] of Object.entries(form) as Array<[keyof typeof form, number]>) {
      const rule = applicationTextFields.entries[field];
      const over = field === 'email' ? `${'x'.repeat(max - 11)}@example.in1` : field === 'phone' ? '9'.repeat(max + 1) : 'x'.repeat(max + 1);
      expect(messages(rule, over), field).toContain(tooLongMessage(max));
    }
  });

  it('keeps an empty note as no note, and trims what is typed', () => {
    const parsed = v.parse(applicationTextFields, { name: ' Ravi Kumar ', phone: '98400 55566', email: 'ravi@example.in', note: '   ' });
    expect(parsed).toEqual({ name: 'Ravi Kumar', phone: '98400 55566', email: 'ravi@example.in', note: null });
  });

  it('asks for a CV, by its name a PDF or a Word document, not empty and of at most 5 MB', () => {
    expect(messages(cvRule, null)).toEqual(['Attach your CV']);
    expect(messages(cvRule, undefined)).toEqual(['Attach your CV']);
    expect(messages(cvRule, file('cv.txt', 10, 'text/plain'))).toEqual(['Attach your CV as a PDF or Word document (.pdf, .doc or .docx)']);
    expect(messages(cvRule, file('cv.pdf.exe', 10))).toEqual(['Attach your CV as a PDF or Word document (.pdf, .doc or .docx)']);
    expect(messages(cvRule, file('cv.pdf', 0))).toEqual(['This file is empty: attach your CV again']);
    expect(messages(cvRule, file('cv.pdf', CV_MAX_BYTES + 1))).toEqual(['Your CV is larger than 5 MB: attach a smaller file']);
    expect(messages(cvRule, file(`${'x'.repeat(197)}.pdf`, 10))).toEqual(['Rename the file to at most 200 characters and attach it again']);
    for (const name of ['cv.pdf', 'CV.PDF', 'cv.doc', 'Ravi Kumar CV.docx', `${'x'.repeat(196)}.pdf`]) expect(messages(cvRule, file(name, CV_MAX_BYTES)), name).toEqual([]);
  });

  it('checks the CV beside the text fields', () => {
    const result = v.safeParse(applicationSchema, { name: 'Ravi', phone: '9840055566', email: 'ravi@example.in', note: '', cv: null });
    expect(result.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual([['cv', 'Attach your CV']]);
  });

  it('tells a CV by its extension, and offers the picker those extensions and types', () => {
    expect(['a.pdf', 'b.DOC', 'c.Docx', 'd.odt', 'e', 'pdf'].map(cvExtension)).toEqual(['pdf', 'doc', 'docx', null, null, null]);
    expect(CV_ACCEPT).toBe('.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });
});
