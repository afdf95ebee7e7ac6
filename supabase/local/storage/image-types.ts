/**
 * What a file's first bytes say it is, for the raster formats the media bucket allows: a declared
 * Content-Type is the client's word, the magic bytes are the file's (decision 040).
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

/** Whether every type a bucket allows is one of the raster types, so its uploads can be checked by their bytes. */
export const allowsOnlyRasters = (allowed: readonly string[]) =>
  allowed.length > 0 && allowed.every((type) => (RASTER_TYPES as readonly string[]).includes(type.toLowerCase()));
