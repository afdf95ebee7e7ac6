import { existsSync, readFileSync } from 'node:fs';
import { verifyJwt } from '../jwt.ts';

/**
 * The Supabase CLI's gate in front of edge functions (internal/functions/serve/templates/main.ts):
 * unless `verify_jwt = false`, every request but OPTIONS needs `Authorization: Bearer <valid JWT>`.
 * Returns the 401 message, or null when the request may pass.
 */
export function verifyFunctionJwt(authorization: string | undefined, secret: string): string | null {
  if (!authorization) return 'Error: Missing authorization header';
  const [scheme, token] = authorization.split(' ');
  if (scheme !== 'Bearer') return "Error: Auth header is not 'Bearer {token}'";
  try {
    verifyJwt(token ?? '', secret);
    return null;
  } catch {
    return 'Invalid JWT';
  }
}

/** `verify_jwt` of `[functions.<name>]` in supabase/config.toml; true (the CLI default) when not set. */
export function verifyJwtEnabled(configFile: string, name: string): boolean {
  if (!existsSync(configFile)) return true;
  let inSection = false;
  for (const raw of readFileSync(configFile, 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      inSection = header[1].replace(/\s/g, '').replace(/"/g, '') === `functions.${name}`;
      continue;
    }
    const setting = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (inSection && setting) return setting[1] === 'true';
  }
  return true;
}
