/**
 * What a file's bytes say it is, for the raster formats the media and proofs buckets allow, PDF (creatives, CVs)
 * and Word (CVs): a declared Content-Type is the client's word, the magic bytes are the file's (decision 040, 085,
 * 102).
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

const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** An OLE2 compound file (Word 97-2003, Excel, PowerPoint…), and its Word stream's name in UTF-16. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
/** A ZIP file (any Office Open XML document, or any archive), and the part only a Word document has. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const WORD_PART = Buffer.from('word/document.xml', 'latin1');

/** The types a file's bytes can be told by: the rasters, PDF (creatives, CVs) and Word (CVs). */
const KNOWN_TYPES: readonly string[] = [...RASTER_TYPES, 'application/pdf', DOC, DOCX];

/** The type of the bytes among KNOWN_TYPES, or null. A spreadsheet or a plain ZIP is not a Word document. */
export function sniffFileType(bytes: Buffer): string | null {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(bytes, OLE2)) return bytes.includes(WORD_STREAM) ? DOC : null;
  if (startsWith(bytes, ZIP)) return bytes.includes(WORD_PART) ? DOCX : null;
  return sniffRasterType(bytes);
}

/** Whether every type a bucket allows can be told by its bytes, so its uploads are checked by them. */
export const allowsOnlyKnownTypes = (allowed: readonly string[]) => allowed.length > 0 && allowed.every((type) => KNOWN_TYPES.includes(type.toLowerCase()));
