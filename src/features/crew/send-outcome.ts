import type { SendOutcome } from './queue';

/**
 * How the uploader reads the server's answers (docs/decisions/057): a refusal that retrying cannot change (the
 * policy refusing the job, which is approved or no longer this crew member's; a file the bucket does not take)
 * stops that photo and is shown with 'Remove'; anything else (no network, a server error, an expired session
 * about to be refreshed) is tried again later.
 */

/** The sentence shown for a photo the job no longer takes. */
export const JOB_CLOSED_MESSAGE =
  'This job no longer takes photos: it was approved, or given to someone else, meanwhile. This photo was not sent; remove it.';

export type StorageErrorShape = { name?: string; message?: string; status?: number; statusCode?: string | number };

/** The storage upload's error: null when the file is stored (a duplicate is a file stored by an earlier try). */
export function storageOutcome(error: StorageErrorShape | null): SendOutcome | null {
  if (!error) return null;
  const code = String(error.statusCode ?? '');
  const message = error.message ?? '';
  if (code === '409' || /duplicate|already exists/i.test(message)) return null;
  // Not an answer from the service (StorageUnknownError: the request never got through).
  if (error.name !== 'StorageApiError') return { kind: 'retry', reason: message || 'No connection' };
  if (code === '403' || /row-level security|unauthorized/i.test(message)) return { kind: 'refused', message: JOB_CLOSED_MESSAGE };
  if (code === '413') return { kind: 'refused', message: 'This photo is too large for the server even after shrinking. Take it again.' };
  if (code === '415') return { kind: 'refused', message: 'The server does not take this kind of file. Take the photo again with the camera.' };
  return { kind: 'retry', reason: message || `Storage answered ${code}` };
}

type RowErrorShape = { code?: string; message?: string };

/** The row's insert error (PostgREST); `status` is the response's HTTP status (0 without a response). */
export function rowOutcome(error: RowErrorShape | null, status: number): SendOutcome {
  if (!error) return { kind: 'sent' };
  const code = error.code ?? '';
  if (code === '42501') return { kind: 'refused', message: JOB_CLOSED_MESSAGE };
  // The database's own refusals (PT4xx) and constraints (class 23) are the same on every try.
  if (/^PT4/.test(code) || /^23/.test(code)) return { kind: 'refused', message: error.message || 'The server refused this photo.' };
  return { kind: 'retry', reason: error.message || `The server answered ${status}` };
}
