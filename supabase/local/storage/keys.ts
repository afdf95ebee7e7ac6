import { ERRORS } from './errors.ts';

/**
 * Object names as hosted accepts them (src/storage/limits.ts: S3-safe characters), and, stricter than
 * hosted, never an absolute path or a `.`/`..` segment: a name is only ever a key, never a path.
 */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]+$/;

export function mustBeValidKey(key: string): string {
  const segments = key.split('/');
  const valid = key.length > 0 && key.length <= 1024 && VALID_OBJECT_KEY.test(key) && segments.every((part) => part !== '' && part !== '.' && part !== '..');
  if (!valid) throw ERRORS.invalidKey(key);
  return key;
}

/** A new bucket's name as hosted's createBucket accepts it: 1 to 100 S3-safe characters, no surrounding spaces. */
export function mustBeValidBucketName(name: string): string {
  if (name.trim() !== name || name.length > 100 || !VALID_BUCKET_NAME.test(name)) throw ERRORS.invalidBucketName();
  return name;
}

/** `{bucket}/{key}` of a request path (percent-decoded), the key checked. */
export function bucketAndKey(rest: string): { bucket: string; key: string } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    throw ERRORS.invalidKey(rest);
  }
  const cut = decoded.indexOf('/');
  const bucket = cut === -1 ? decoded : decoded.slice(0, cut);
  if (!VALID_BUCKET_NAME.test(bucket)) throw ERRORS.noSuchBucket();
  return { bucket, key: mustBeValidKey(cut === -1 ? '' : decoded.slice(cut + 1)) };
}

/** A body field that names an object. */
export function keyField(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string') throw ERRORS.invalidRequest(`body must have required property '${field}'`);
  return mustBeValidKey(value);
}
