/**
 * What a file's first bytes say it is, for the raster formats the media and proofs buckets allow (and PDF, for
 * creatives): a declared Content-Type is the client's word, the magic bytes are the file's (decision 040, 085).
 */

export const RASTER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type RasterType = (typeof RASTER_TYPES)[number];

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/** The raster type of the bytes, or null when they are none of JPEG, PNG, WebP and AVIF. */
export function sniffRasterType(bytes: Buffer): RasterType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  // ISO BMFF: a 'ftyp' box whose major or compatible brands name AVIF.
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = bytes.readUInt32BE(0);
    const brands = ascii(bytes, 8, Math.min(boxSize, bytes.length, 64));
    if (/avi[fs]/.test(brands)) return 'image/avif';
  }
  return null;
}

/** The types a file's bytes can be told by: the rasters, and PDF (the proofs bucket's creatives). */
const KNOWN_TYPES: readonly string[] = [...RASTER_TYPES, 'application/pdf'];

/** The type of the bytes among KNOWN_TYPES, or null. */
export function sniffFileType(bytes: Buffer): string | null {
  return sniffRasterType(bytes) ?? (ascii(bytes, 0, 5) === '%PDF-' ? 'application/pdf' : null);
}

/** Whether every type a bucket allows can be told by its bytes, so its uploads are checked by them. */
export const allowsOnlyKnownTypes = (allowed: readonly string[]) => allowed.length > 0 && allowed.every((type) => KNOWN_TYPES.includes(type.toLowerCase()));
