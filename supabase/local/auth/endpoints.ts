import { adminEndpoints } from './admin.ts';
import type { Endpoint } from './endpoint.ts';
import { instanceEndpoints } from './instance.ts';
import { tokenEndpoints } from './token.ts';
import { userEndpoints } from './user.ts';

/** Every /auth/v1 endpoint, one endpoint group (file) per line. A new group (invite, recover, verify) is one file and one line. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...tokenEndpoints,
  ...userEndpoints,
  ...adminEndpoints,
  ...instanceEndpoints,
];
