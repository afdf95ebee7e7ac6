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
  /** The HTTP status when hosted sends the real one instead of 400 (its `withStatusCode`). */
  private readonly forcedHttpStatus: number | undefined;

  constructor(statusCode: number, code: string, error: string, message: string, httpStatus?: number) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error;
    this.forcedHttpStatus = httpStatus;
  }

  get httpStatus(): number {
    return this.forcedHttpStatus ?? (this.statusCode >= 500 ? this.statusCode : 400);
  }

  body() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  bucketAlreadyExists: () => new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  /** Endpoints only the service role may call (hosted's enforceJwtRoles), with a real 403. */
  serviceRoleOnly: () => new StorageError(403, 'AccessDenied', 'Unauthorized', 'Access denied: Invalid role', 403),
  relatedResourceNotFound: () => new StorageError(404, 'InvalidRequest', 'InvalidRequest', 'The related resource does not exist'),
  /** Analytics (Iceberg) buckets: hosted's FeatureNotEnabled, with its message as it reads. */
  analyticsBucketsNotEnabled: () =>
    new StorageError(409, 'FeatureNotEnabled', 'FeatureNotEnabled', 'The feature Iceberg buckets are not enabled for this tenant is not enabled for this resource'),
  invalidFileSizeLimit: () => new StorageError(400, 'InvalidRequest', 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  noContentProvided: () => new StorageError(400, 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidParameter: (name: string) => new StorageError(400, 'InvalidParameter', 'InvalidParameter', `Invalid Parameter ${name}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', 'InvalidSignature', message),
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

/** PostgreSQL errors as hosted maps them (src/storage/database/errors.ts): RLS → 403, unique → 409, foreign key → 404. */
export function fromDatabaseError(error: unknown): unknown {
  const { code, message } = error as { code?: string; message?: string };
  if (code === '42501') {
    return ERRORS.accessDenied(message?.includes('row-level security') ? 'new row violates row-level security policy' : (message ?? 'Access denied'));
  }
  if (code === '23505') return ERRORS.duplicate();
  if (code === '23503') return ERRORS.relatedResourceNotFound();
  return error;
}
