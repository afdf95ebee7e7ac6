import * as v from 'valibot';
import { looseTelephone, optionalText, requiredEmail, requiredText, tooLongMessage } from '@/lib/form-rules';

/*
 * The application form (docs/product.md, "Careers"): its limits are job_applications' (supabase/schemas/05_leads.sql),
 * so the form never sends what the table refuses; the CV's are the applications bucket's (PDF or Word, 5 MB).
 */

export const NAME_MAX = 200;
export const PHONE_MAX = 25;
export const EMAIL_MAX = 254;
export const NOTE_MAX = 1000;
export const CV_NAME_MAX = 200;

/** The applications bucket's limit (its file_size_limit, 5 MB). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** A CV's kinds: the extension the stored path ends in, and the type the bucket allows for it. */
export const cvTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvExtension = keyof typeof cvTypes;

/** The file input's `accept`: the extensions and the types, so every browser's picker offers the same files. */
export const CV_ACCEPT = [...Object.keys(cvTypes).map((extension) => `.${extension}`), ...Object.values(cvTypes)].join(',');

/** A file name's CV extension ('Resume.PDF' is 'pdf'), or null for any other kind of file. */
export function cvExtension(fileName: string): CvExtension | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension !== undefined && extension in cvTypes ? (extension as CvExtension) : null;
}

export const CV_REQUIRED = 'Attach your CV';
export const CV_WRONG_KIND = 'Attach your CV as a PDF or Word document (.pdf, .doc or .docx)';
export const CV_EMPTY = 'This file is empty: attach your CV again';
export const CV_TOO_LARGE = 'Your CV is larger than 5 MB: attach a smaller file';
export const CV_NAME_TOO_LONG = `Rename the file to at most ${CV_NAME_MAX} characters and attach it again`;

/** The CV: one file the bucket accepts. Its kind is told by its name's extension, as the stored path's is. */
export const cvRule = v.pipe(
  v.instance(File, CV_REQUIRED),
  v.check((file) => cvExtension(file.name) !== null, CV_WRONG_KIND),
  v.check((file) => file.size > 0, CV_EMPTY),
  v.check((file) => file.size <= CV_MAX_BYTES, CV_TOO_LARGE),
  v.check((file) => file.name.length <= CV_NAME_MAX, CV_NAME_TOO_LONG),
);

/** The form's text fields, as its state keeps them (the CV is a file, kept apart). */
export const applicationTextFields = v.object({
  name: requiredText('Name is required', NAME_MAX),
  phone: looseTelephone(PHONE_MAX),
  email: v.pipe(requiredEmail(), v.maxLength(EMAIL_MAX, tooLongMessage(EMAIL_MAX))),
  note: optionalText(NOTE_MAX),
});

/** The whole form: the text fields and the CV. */
export const applicationSchema = v.object({ ...applicationTextFields.entries, cv: cvRule });

export type ApplicationTextInput = v.InferInput<typeof applicationTextFields>;
export type ApplicationText = v.InferOutput<typeof applicationTextFields>;
export type Application = v.InferOutput<typeof applicationSchema>;

export const emptyApplication: ApplicationTextInput = { name: '', phone: '', email: '', note: '' };

/** Shown when a refusal comes without a sentence written for the visitor (docs/product.md §8). */
export const applicationErrorFallback = 'We could not send your application. Please try again.';

/** The database's own sentences for a refused application (screen_job_application()): shown as they are. */
export const applicationRefusals = [
  'This opening is no longer taking applications.',
  'The CV did not arrive: attach it again.',
  'The CV is larger than 5 MB.',
] as const;

/** Storage's refusals of the CV's upload, by the status it gives (413: too large, 415: not an allowed type). */
export const CV_UPLOAD_TOO_LARGE = 'The CV is larger than 5 MB.';
export const CV_UPLOAD_WRONG_KIND = 'The CV must be a PDF or Word document (.pdf, .doc or .docx).';
export const CV_UPLOAD_FAILED = 'Your CV could not be sent. Check your connection and try again.';

export const APPLICATION_SUCCESS = 'Thank you for applying. We read every application and will call you if your profile fits.';
