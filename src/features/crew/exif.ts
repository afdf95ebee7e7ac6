/**
 * A small reader of a JPEG's EXIF: when the photo says it was taken and where (docs/decisions/057: stored beside
 * the server's own time and distance, shown to staff, never trusted). Only what the proof needs: DateTimeOriginal
 * (with OffsetTimeOriginal when the camera wrote it) and the GPS position. Reads APP1 from the file's first bytes;
 * anything malformed gives nulls, never an error: a photo without EXIF is still a photo.
 */

export type ExifFacts = {
  /** 'YYYY:MM:DD HH:MM:SS' as the camera wrote it, in the camera's own clock and zone. */
  dateTimeOriginal: string | null;
  /** '+05:30' when the camera wrote its zone (EXIF 2.31). */
  offsetTimeOriginal: string | null;
  latitude: number | null;
  longitude: number | null;
};

const NONE: ExifFacts = { dateTimeOriginal: null, offsetTimeOriginal: null, latitude: null, longitude: null };

/** How much of a file to read: EXIF lives in APP1, which is at most 64 KB and comes first. */
export const EXIF_READ_BYTES = 128 * 1024;

const TAG = {
  exifIfd: 0x8769,
  gpsIfd: 0x8825,
  dateTimeOriginal: 0x9003,
  offsetTimeOriginal: 0x9011,
  gpsLatitudeRef: 1,
  gpsLatitude: 2,
  gpsLongitudeRef: 3,
  gpsLongitude: 4,
} as const;

/** Bytes per value of each TIFF type we read (others are skipped). */
const TYPE_SIZE: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8, 13: 4 };

type Entry = { type: number; count: number; valueOffset: number };

/** The EXIF facts of a JPEG's first bytes (or the whole file). */
export function readExif(buffer: ArrayBuffer): ExifFacts {
  try {
    const tiff = exifTiffStart(new DataView(buffer));
    return tiff === null ? NONE : readTiff(new DataView(buffer, tiff.start, tiff.length));
  } catch {
    // A truncated or odd file: a DataView read past its end throws a RangeError.
    return NONE;
  }
}

/** Where the TIFF structure inside the APP1 'Exif' segment starts, and its length; null without one. */
function exifTiffStart(view: DataView): { start: number; length: number } | null {
  if (view.getUint16(0) !== 0xffd8) return null;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return null;
    const marker = view.getUint8(offset + 1);
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Start of scan or end of image: the metadata segments are behind us.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = view.getUint16(offset + 2);
    if (length < 2) return null;
    const isExif = marker === 0xe1 && length >= 8 && view.getUint32(offset + 4) === 0x45786966 && view.getUint16(offset + 8) === 0;
    if (isExif) {
      const start = offset + 10;
      const end = Math.min(offset + 2 + length, view.byteLength);
      return end > start ? { start, length: end - start } : null;
    }
    offset += 2 + length;
  }
  return null;
}

function readTiff(view: DataView): ExifFacts {
  const order = view.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return NONE;
  const little = order === 0x4949;
  if (view.getUint16(2, little) !== 42) return NONE;
  const ifd0 = readIfd(view, view.getUint32(4, little), little);
  const exifIfd = pointer(view, ifd0.get(TAG.exifIfd), little);
  const gpsIfd = pointer(view, ifd0.get(TAG.gpsIfd), little);
  const exif = exifIfd === null ? new Map<number, Entry>() : readIfd(view, exifIfd, little);
  const gps = gpsIfd === null ? new Map<number, Entry>() : readIfd(view, gpsIfd, little);
  const dateTimeOriginal = validDateTime(ascii(view, exif.get(TAG.dateTimeOriginal)));
  const offsetTimeOriginal = /^[+-]\d{2}:\d{2}$/.exec(ascii(view, exif.get(TAG.offsetTimeOriginal)) ?? '')?.[0] ?? null;
  const latitude = coordinate(view, gps.get(TAG.gpsLatitude), ascii(view, gps.get(TAG.gpsLatitudeRef)), little, 90);
  const longitude = coordinate(view, gps.get(TAG.gpsLongitude), ascii(view, gps.get(TAG.gpsLongitudeRef)), little, 180);
  // One without the other is no position.
  const located = latitude !== null && longitude !== null;
  return { dateTimeOriginal, offsetTimeOriginal, latitude: located ? latitude : null, longitude: located ? longitude : null };
}

/** An IFD's entries by tag. */
function readIfd(view: DataView, offset: number, little: boolean): Map<number, Entry> {
  const entries = new Map<number, Entry>();
  const count = view.getUint16(offset, little);
  for (let index = 0; index < count; index += 1) {
    const at = offset + 2 + index * 12;
    const type = view.getUint16(at + 2, little);
    const valueCount = view.getUint32(at + 4, little);
    const size = (TYPE_SIZE[type] ?? 0) * valueCount;
    // Values of four bytes or fewer sit in the entry itself; larger ones elsewhere, at the offset it holds.
    entries.set(view.getUint16(at, little), { type, count: valueCount, valueOffset: size <= 4 ? at + 8 : view.getUint32(at + 8, little) });
  }
  return entries;
}

function pointer(view: DataView, entry: Entry | undefined, little: boolean): number | null {
  if (!entry || (entry.type !== 4 && entry.type !== 13)) return null;
  const offset = view.getUint32(entry.valueOffset, little);
  return offset > 0 && offset < view.byteLength ? offset : null;
}

function ascii(view: DataView, entry: Entry | undefined): string | null {
  if (!entry || entry.type !== 2) return null;
  let text = '';
  for (let index = 0; index < entry.count; index += 1) {
    const code = view.getUint8(entry.valueOffset + index);
    if (code === 0) break;
    text += String.fromCharCode(code);
  }
  return text.trim() || null;
}

/** A camera that never had its clock set writes zeros, or spaces. */
function validDateTime(text: string | null): string | null {
  const match = text ? /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const valid = year >= 1990 && month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour <= 23 && minute <= 59 && second <= 60;
  return valid ? match[0] : null;
}

/** Degrees, minutes and seconds (three rationals) with their N/S or E/W reference, as signed decimal degrees. */
function coordinate(view: DataView, entry: Entry | undefined, ref: string | null, little: boolean, limit: number): number | null {
  if (!entry || entry.type !== 5 || entry.count < 3 || !ref) return null;
  const rational = (index: number) => {
    const denominator = view.getUint32(entry.valueOffset + index * 8 + 4, little);
    return denominator === 0 ? Number.NaN : view.getUint32(entry.valueOffset + index * 8, little) / denominator;
  };
  const degrees = rational(0) + rational(1) / 60 + rational(2) / 3600;
  const signed = /^[SW]/i.test(ref) ? -degrees : degrees;
  return Number.isFinite(signed) && Math.abs(signed) <= limit ? signed : null;
}

/**
 * When the photo was taken, as an instant (ISO 8601): exact when the camera wrote its zone; otherwise the
 * camera's clock read in `fallbackOffsetMinutes` (default: this browser's zone at that time, the phone's own,
 * since the crew shoot with the phone that sends). Null without a date.
 */
export function exifTakenAt(facts: Pick<ExifFacts, 'dateTimeOriginal' | 'offsetTimeOriginal'>, fallbackOffsetMinutes?: number): string | null {
  const match = facts.dateTimeOriginal ? /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(facts.dateTimeOriginal) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  let offsetMinutes: number;
  if (facts.offsetTimeOriginal) {
    const sign = facts.offsetTimeOriginal.startsWith('-') ? -1 : 1;
    offsetMinutes = sign * (Number(facts.offsetTimeOriginal.slice(1, 3)) * 60 + Number(facts.offsetTimeOriginal.slice(4, 6)));
  } else if (fallbackOffsetMinutes !== undefined) {
    offsetMinutes = fallbackOffsetMinutes;
  } else {
    // getTimezoneOffset() is minutes behind UTC (India: -330).
    offsetMinutes = -new Date(year, month - 1, day, hour, minute, second).getTimezoneOffset();
  }
  return new Date(asUtc - offsetMinutes * 60_000).toISOString();
}
