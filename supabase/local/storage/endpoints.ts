import { BUCKET_ENDPOINTS } from './buckets.ts';
import type { Endpoint } from './endpoint.ts';
import { LIST_V2_ENDPOINTS } from './list-v2.ts';
import { DOWNLOAD_ENDPOINT, OBJECT_ENDPOINTS } from './objects.ts';
import { SIGNED_UPLOAD_ENDPOINTS } from './signed-upload.ts';
import { SIGNED_ENDPOINTS } from './signed.ts';
import { UPLOAD_ENDPOINTS } from './upload.ts';

/** Every /storage/v1 endpoint, first match wins: the catch-all `/object/{bucket}/{key}` routes come last. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...BUCKET_ENDPOINTS,
  ...SIGNED_UPLOAD_ENDPOINTS,
  ...LIST_V2_ENDPOINTS,
  ...SIGNED_ENDPOINTS,
  ...OBJECT_ENDPOINTS,
  DOWNLOAD_ENDPOINT,
  ...UPLOAD_ENDPOINTS,
];
