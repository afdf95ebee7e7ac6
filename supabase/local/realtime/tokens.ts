import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';

export type TokenCheck =
  | { ok: true; claims: JwtClaims; role: string; exp: number }
  | { ok: false; code: string; message: string };

/** Seconds since the epoch, the unit of `exp`. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

const fieldsRequired = (): TokenCheck => ({ ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' });

/** Hosted Realtime's `confirm_token`: valid signature, `role` and `exp` present, not expired. */
export function checkToken(token: string, secret: string): TokenCheck {
  let claims: JwtClaims;
  try {
    // Expiry is checked below, to word it as hosted Realtime does.
    claims = verifyJwt(token, secret, Number.NEGATIVE_INFINITY);
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    if (error.message.startsWith('token is malformed')) return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
    if (error.message.startsWith('token has invalid claims')) return fieldsRequired(); // no `exp`
    return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
  }
  if (typeof claims.role !== 'string' || !Number.isInteger(claims.exp)) return fieldsRequired();
  const exp = claims.exp as number;
  const left = exp - nowSeconds();
  if (left <= 0) {
    return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${-left} seconds ago` };
  }
  return { ok: true, claims, role: claims.role, exp };
}
