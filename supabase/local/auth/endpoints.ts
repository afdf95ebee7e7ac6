import { adminEndpoints } from './admin.ts';
import type { Endpoint } from './endpoint.ts';
import { generateLinkEndpoints } from './generate-link.ts';
import { instanceEndpoints } from './instance.ts';
import { inviteEndpoints } from './invite.ts';
import { recoverEndpoints } from './recover.ts';
import { signupEndpoints } from './signup.ts';
import { tokenEndpoints } from './token.ts';
import { userEndpoints } from './user.ts';
import { verifyEndpoints } from './verify.ts';

/** Every /auth/v1 endpoint, one endpoint group (file) per line. A new group is one file and one line. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...tokenEndpoints,
  ...userEndpoints,
  ...adminEndpoints,
  ...inviteEndpoints,
  ...generateLinkEndpoints,
  ...signupEndpoints,
  ...recoverEndpoints,
  ...verifyEndpoints,
  ...instanceEndpoints,
];
