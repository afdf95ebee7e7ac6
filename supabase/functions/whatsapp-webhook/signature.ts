/**
 * Meta's webhook checks (docs/decisions/117): the GET handshake's verify token, and `X-Hub-Signature-256:
 * sha256=<hex>`, the HMAC-SHA256 of the raw body with the app secret, both compared in constant time (Web Crypto).
 */

const encoder = new TextEncoder();

/** Equal strings, in time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let differs = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) differs |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return differs === 0;
}

/** 'sha256=<hex>' of `body` with `secret`, as Meta writes the header. */
export async function signatureOf(body: Uint8Array<ArrayBuffer>, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const digest = new Uint8Array(await crypto.subtle.sign('HMAC', key, body));
  return `sha256=${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Whether the header is the body's signature with `secret`; a missing header or secret never is. */
export async function signedBy(body: Uint8Array<ArrayBuffer>, header: string | null, secret: string | undefined): Promise<boolean> {
  if (!header || !secret) return false;
  return sameText(header.trim().toLowerCase(), await signatureOf(body, secret));
}
