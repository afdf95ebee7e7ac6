import { randomUUID } from 'node:crypto';
import type { StorageError } from '@supabase/storage-js';
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient, type Client } from '../support/clients';
import { sql } from '../support/db';

/**
 * Applications to the careers page's openings (docs/decisions/102), through supabase-js as the apply form and the
 * inbox use it: the CV goes into the private `applications` bucket as a visitor, only as a PDF or Word document of at
 * most 5 MB (the stand-in reads the bytes), at a fresh path of its own; the application names an opening that takes
 * applications and a CV that arrived; staff who work leads read the CV, admins delete it, visitors neither.
 */

/** The seed's openings: taking applications, and a draft. */
const OPEN = '5eedca4e-0000-4000-8000-000000000001';
const DRAFT = '5eedca4e-0000-4000-8000-000000000004';

const cvs = (client: Client) => client.storage.from('applications');
const newPath = (extension = 'pdf') => `cvs/${randomUUID()}.${extension}`;

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
/** A Word document's first bytes as far as they tell it: a ZIP whose parts include word/document.xml. */
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('word/document.xml<w:document/>')]);
/** A Word 97-2003 document: an OLE2 file with a WordDocument stream. */
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from('WordDocument', 'utf16le')]);
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const uploaded: string[] = [];

afterAll(async () => {
  await sql('delete from public.job_applications where cv_path = any($1::text[])', [uploaded]);
  await cvs(serviceClient()).remove(uploaded);
});

/** Uploads `bytes` as a visitor; the error, if refused. */
async function upload(bytes: Uint8Array, contentType: string, path = newPath()): Promise<{ path: string; error: StorageError | null }> {
  uploaded.push(path);
  const { error } = await cvs(anonClient()).upload(path, new Blob([new Uint8Array(bytes)], { type: contentType }), { contentType });
  return { path, error };
}

const application = (cvPath: string, name: string, opening = OPEN) => ({
  opening_id: opening,
  name,
  phone: '98400 12345',
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  note: 'I have two years of mounting work.',
  cv_path: cvPath,
  cv_name: 'Murugan CV.pdf',
});

describe('a visitor applying', () => {
  it("sends a PDF CV and the application: the inbox names the opening and keeps the CV, which sales read, visitors cannot, and only admins delete", async () => {
    const { path, error } = await upload(PDF, 'application/pdf');
    expect(error).toBeNull();
    const name = `Applicant ${randomUUID().slice(0, 8)}`;
    expect((await anonClient().from('job_applications').insert(application(path, name))).error).toBeNull();

    const sales = await signedInClient('sales@example.com');
    const { data: inbox } = await sales.from('leads_list').select('kind, summary, details').eq('name', name).single().throwOnError();
    expect(inbox).toMatchObject({ kind: 'job_application', summary: 'Applied for Field mounting crew' });
    expect(inbox.details).toMatchObject({ opening_title: 'Field mounting crew', cv_path: path, cv_name: 'Murugan CV.pdf', note: 'I have two years of mounting work.' });

    const read = await cvs(sales).download(path);
    expect(new Uint8Array(await read.data!.arrayBuffer())).toEqual(PDF);
    expect((await cvs(anonClient()).download(path)).error).not.toBeNull();
    expect((await cvs(anonClient()).list('cvs')).data).toEqual([]);

    expect((await cvs(sales).remove([path])).data).toEqual([]);
    const admin = await signedInClient('admin@example.com');
    expect((await cvs(admin).remove([path])).data).toHaveLength(1);
  });

  it('may send a Word document, old or new, and nothing else, whatever it is declared as', async () => {
    expect((await upload(DOCX, DOCX_TYPE, newPath('docx'))).error).toBeNull();
    expect((await upload(DOC, 'application/msword', newPath('doc'))).error).toBeNull();
    const refused = [
      await upload(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'application/pdf'),
      await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('xl/workbook.xml')]), DOCX_TYPE, newPath('docx')),
      await upload(PDF, 'text/html'),
    ];
    expect(refused.map(({ error }) => error?.message)).toEqual([
      'The file content is not of an allowed type',
      'The file content is not of an allowed type',
      'mime type text/html is not supported',
    ]);
  });

  it('may not send a CV over 5 MB, nor put one anywhere but at a fresh path of its own', async () => {
    const large = new Uint8Array(5 * 1024 * 1024 + 1);
    large.set(PDF);
    expect((await upload(large, 'application/pdf')).error?.message).toBe('The object exceeded the maximum allowed size');
    expect((await upload(PDF, 'application/pdf', 'elsewhere/cv.pdf')).error?.message).toBe('new row violates row-level security policy');
    const { path } = await upload(PDF, 'application/pdf');
    // A second upload to the same path does not replace the first.
    expect((await upload(DOCX, 'application/pdf', path)).error).not.toBeNull();
  });

  it('is refused, in words, for an opening not taking applications and for a CV that did not arrive', async () => {
    const { path } = await upload(PDF, 'application/pdf');
    const tried = async (row: ReturnType<typeof application>) => (await anonClient().from('job_applications').insert(row)).error?.message;
    expect(await tried(application(path, 'Draft Applicant', DRAFT))).toBe('This opening is no longer taking applications.');
    expect(await tried(application(path, 'Nowhere Applicant', randomUUID()))).toBe('This opening is no longer taking applications.');
    await sql("update public.job_openings set closes_on = (now() at time zone 'Asia/Kolkata')::date - 1 where id = $1", [OPEN]);
    try {
      expect(await tried(application(path, 'Late Applicant'))).toBe('This opening is no longer taking applications.');
    } finally {
      await sql('update public.job_openings set closes_on = null where id = $1', [OPEN]);
    }
    expect(await tried(application(newPath(), 'Lost Applicant'))).toBe('The CV did not arrive: attach it again.');
  });
});
