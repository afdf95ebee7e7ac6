/**
 * Hosted Storage's errors (supabase/storage src/internal/errors/codes.ts): a machine `code`, the legacy
 * `error` text, the status it means (`statusCode` in the body) and a message. Like hosted, the HTTP
 * status is 400 for every refusal and the status itself for failures (500, 503); storage-js surfaces the
 * body's statusCode.
 */
export class StorageError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly error: string;

  constructor(statusCode: number, code: string, error: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error;
  }

  get httpStatus(): number {
    return this.statusCode >= 500 ? this.statusCode : 400;
  }

  body() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  invalidSignature: () => new StorageError(400, 'InvalidSignature', 'InvalidSignature', 'The url do not match the signature'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  duplicate: () => new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  entityTooLarge: () => new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mimeType: string) => new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  notAnImage: () => new StorageError(422, 'InvalidRequest', 'InvalidRequest', 'The object is not an image that can be transformed'),
  imageTooLarge: () => new StorageError(422, 'InvalidRequest', 'InvalidRequest', 'The image has too many pixels to be transformed'),
  contentNotAllowed: () => new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', 'The file content is not of an allowed type'),
  slowDown: () => new StorageError(503, 'SlowDown', 'SlowDown', 'Too many image transformations at once: try again in a moment'),
  internal: () => new StorageError(500, 'InternalError', 'Internal', 'Internal Server Error'),
};

/** PostgreSQL errors as hosted maps them (src/storage/database/errors.ts): RLS → 403, unique → 409. */
export function fromDatabaseError(error: unknown): unknown {
  const { code, message } = error as { code?: string; message?: string };
  if (code === '42501') {
    return ERRORS.accessDenied(message?.includes('row-level security') ? 'new row violates row-level security policy' : (message ?? 'Access denied'));
  }
  if (code === '23505') return ERRORS.duplicate();
  return error;
}
