import { saveLead, type LeadSending } from '@/features/leads';
import { supabaseAnonKey, supabaseUrl } from '@/lib/env';
import { useSubmission } from '@/lib/submission';
import {
  applicationErrorFallback,
  applicationRefusals,
  CV_UPLOAD_FAILED,
  CV_UPLOAD_TOO_LARGE,
  CV_UPLOAD_WRONG_KIND,
  cvExtension,
  cvTypes,
  type ApplicationText,
} from '../schemas';

/** The private bucket CVs go into (docs/decisions/102): visitors may only put a file in, never read one. */
const CV_BUCKET = 'applications';
const KNOWN_TYPES: readonly string[] = Object.values(cvTypes);

/**
 * The CVs already put into the bucket in this tab, by file: sending again after a refusal (a rate limit, a failed
 * connection) names the same file rather than leaving another copy no application points to. One that did not arrive
 * is sent again.
 */
const uploaded = new WeakMap<File, string>();

/** The database's refusal of a CV it cannot find in the bucket. */
const CV_MISSING = applicationRefusals[1];

export type ApplicationSending = ApplicationText & { openingId: string; cv: File };

/** Storage's refusal as a sentence: hosted gives the status in the body (`statusCode`), a proxy in the response. */
function uploadRefusal(status: string): string {
  if (status === '413') return CV_UPLOAD_TOO_LARGE;
  if (status === '415') return CV_UPLOAD_WRONG_KIND;
  return CV_UPLOAD_FAILED;
}

/**
 * Puts the CV into the bucket under a fresh random name of its own (the path the table and the bucket's policy
 * require: `cvs/<uuid>.<pdf|doc|docx>`) and resolves to that path. A plain request, as storage-js sends raw bytes
 * (the stand-in and hosted Storage both take the body as the file with its Content-Type): the public pages load no
 * storage client (docs/decisions/036). Never replaces a file (`x-upsert: false`).
 */
export async function uploadCv(file: File): Promise<string> {
  const extension = cvExtension(file.name);
  if (!extension) throw new Error(CV_UPLOAD_WRONG_KIND);
  const path = `cvs/${crypto.randomUUID()}.${extension}`;
  // A browser that does not know the file's type (some do not for .doc) sends none: the bucket would refuse it.
  const type = KNOWN_TYPES.includes(file.type) ? file.type : cvTypes[extension];
  let response: Response;
  try {
    response = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/${CV_BUCKET}/${path}`, {
      method: 'POST',
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}`, 'Content-Type': type, 'x-upsert': 'false' },
      body: file,
    });
  } catch (error) {
    console.error('Uploading a CV failed:', error);
    throw new Error(CV_UPLOAD_FAILED, { cause: error });
  }
  if (response.ok) return path;
  const body = (await response.json().catch(() => ({}))) as { statusCode?: string | number };
  console.error('Storage refused a CV:', response.status, body);
  throw new Error(uploadRefusal([413, 415].includes(response.status) ? String(response.status) : String(body.statusCode ?? response.status)));
}

/**
 * Sends an application: the CV first, then the row as a lead (screened, limited and announced to the agency like
 * every public form's: decisions 025 and 040), naming the CV's path and the file's own name. The database refuses an
 * opening that has closed and a CV that did not arrive or is too large with sentences for the visitor, shown as they
 * are; any other refusal shows the fallback (and is logged). A second try with the same file keeps the CV already
 * uploaded. Resolves to the application's id.
 */
export async function apply({ values: { openingId, cv, note, ...values }, signals }: LeadSending<ApplicationSending>): Promise<string> {
  const cvPath = uploaded.get(cv) ?? (await uploadCv(cv));
  uploaded.set(cv, cvPath);
  try {
    // The database's refusals written for the visitor (a rate limit, a closed opening, a CV that did not arrive) show
    // as they are; anything else is the fallback (saveLead, decision 025).
    return await saveLead({
      table: 'job_applications',
      row: { ...values, opening_id: openingId, note: note ?? '', cv_path: cvPath, cv_name: cv.name },
      signals,
      fallback: applicationErrorFallback,
    });
  } catch (error) {
    if (error instanceof Error && error.message === CV_MISSING) uploaded.delete(cv);
    throw error;
  }
}

export function useApply() {
  return useSubmission(apply);
}
