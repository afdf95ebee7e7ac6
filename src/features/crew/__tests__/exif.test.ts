import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EXIF_READ_BYTES, exifTakenAt, readExif } from '../exif';

/** The reader of the photos' EXIF date and position (docs/decisions/057): on JPEGs as sharp writes them, and on hand-made ones. */

const arrayBuffer = (bytes: Uint8Array): ArrayBuffer => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

async function jpegWithExif(exif: Record<string, Record<string, string>>): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withExif(exif)
    .toBuffer();
}

type IfdEntry = { tag: number; type: 2 | 4 | 5; value: string | number | Array<[number, number]> };

/**
 * A JPEG with an APP0 before its EXIF, written big-endian ('MM'), as some cameras do: IFD0 pointing to an Exif IFD
 * and a GPS IFD, every value too long for its entry stored after the IFDs.
 */
function bigEndianJpeg(exif: IfdEntry[], gps: IfdEntry[]): Uint8Array {
  const tiff: number[] = [];
  const u16 = (value: number) => [(value >> 8) & 0xff, value & 0xff];
  const u32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
  const ifdSize = (entries: number) => 2 + entries * 12 + 4;
  const ifd0At = 8;
  const exifAt = ifd0At + ifdSize(2);
  const gpsAt = exifAt + ifdSize(exif.length);
  let dataAt = gpsAt + ifdSize(gps.length);
  const data: number[] = [];
  const writeIfd = (entries: IfdEntry[]) => {
    tiff.push(...u16(entries.length));
    for (const { tag, type, value } of entries) {
      let bytes: number[];
      let count: number;
      if (type === 2) {
        bytes = [...Buffer.from(`${value as string}\0`, 'latin1')];
        count = bytes.length;
      } else if (type === 5) {
        bytes = (value as Array<[number, number]>).flatMap(([numerator, denominator]) => [...u32(numerator), ...u32(denominator)]);
        count = (value as unknown[]).length;
      } else {
        bytes = u32(value as number);
        count = 1;
      }
      tiff.push(...u16(tag), ...u16(type), ...u32(count));
      if (bytes.length <= 4) tiff.push(...bytes, ...new Array<number>(4 - bytes.length).fill(0));
      else {
        tiff.push(...u32(dataAt));
        data.push(...bytes);
        dataAt += bytes.length;
      }
    }
    tiff.push(...u32(0));
  };
  tiff.push(0x4d, 0x4d, ...u16(42), ...u32(ifd0At));
  writeIfd([
    { tag: 0x8769, type: 4, value: exifAt },
    { tag: 0x8825, type: 4, value: gpsAt },
  ]);
  writeIfd(exif);
  writeIfd(gps);
  tiff.push(...data);
  const app1 = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const app0 = [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...u16(app0.length + 2), ...app0, 0xff, 0xe1, ...u16(app1.length + 2), ...app1, 0xff, 0xda, 0, 2, 0xff, 0xd9]);
}

describe('readExif', () => {
  it('reads the date, its zone and the GPS position of a JPEG sharp wrote (little-endian)', async () => {
    const jpeg = await jpegWithExif({
      IFD0: { Make: 'Test camera' },
      IFD2: { DateTimeOriginal: '2026:11:26 10:15:30', OffsetTimeOriginal: '+05:30' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 54/1 3030/100', GPSLongitudeRef: 'E', GPSLongitude: '80/1 15/1 0/1' },
    });
    const facts = readExif(arrayBuffer(jpeg));
    expect(facts).toEqual({ dateTimeOriginal: '2026:11:26 10:15:30', offsetTimeOriginal: '+05:30', latitude: expect.closeTo(12.9084167, 6), longitude: 80.25 });
    expect(exifTakenAt(facts)).toBe('2026-11-26T04:45:30.000Z');
  });

  it('reads only the first bytes it needs', async () => {
    const jpeg = await jpegWithExif({ IFD2: { DateTimeOriginal: '2026:01:05 07:00:00' } });
    expect(readExif(arrayBuffer(jpeg.subarray(0, Math.min(jpeg.length, EXIF_READ_BYTES)))).dateTimeOriginal).toBe('2026:01:05 07:00:00');
  });

  it('reads big-endian EXIF after an APP0, south and west as negative', () => {
    const jpeg = bigEndianJpeg(
      [{ tag: 0x9003, type: 2, value: '2025:12:31 23:59:59' }],
      [
        { tag: 1, type: 2, value: 'S' },
        { tag: 2, type: 5, value: [[33, 1], [52, 1], [0, 1]] },
        { tag: 3, type: 2, value: 'W' },
        { tag: 4, type: 5, value: [[151, 1], [12, 1], [36, 1]] },
      ],
    );
    expect(readExif(arrayBuffer(jpeg))).toEqual({ dateTimeOriginal: '2025:12:31 23:59:59', offsetTimeOriginal: null, latitude: expect.closeTo(-33.8666667, 6), longitude: expect.closeTo(-151.21, 6) });
  });

  it('gives nulls for a JPEG without EXIF, a file that is no JPEG, a truncated one and an unset clock', async () => {
    const none = { dateTimeOriginal: null, offsetTimeOriginal: null, latitude: null, longitude: null };
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
    expect(readExif(arrayBuffer(plain))).toEqual(none);
    expect(readExif(arrayBuffer(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])))).toEqual(none);
    const withExif = await jpegWithExif({ IFD2: { DateTimeOriginal: '2026:11:26 10:15:30' } });
    expect(readExif(arrayBuffer(withExif.subarray(0, 40)))).toEqual(none);
    const unset = bigEndianJpeg([{ tag: 0x9003, type: 2, value: '0000:00:00 00:00:00' }], []);
    expect(readExif(arrayBuffer(unset))).toEqual(none);
  });

  it('drops a position without both its halves or with a zero denominator', () => {
    const halfOnly = bigEndianJpeg([], [
      { tag: 1, type: 2, value: 'N' },
      { tag: 2, type: 5, value: [[13, 1], [0, 1], [0, 1]] },
    ]);
    expect(readExif(arrayBuffer(halfOnly)).latitude).toBeNull();
    const broken = bigEndianJpeg([], [
      { tag: 1, type: 2, value: 'N' },
      { tag: 2, type: 5, value: [[13, 0], [0, 1], [0, 1]] },
      { tag: 3, type: 2, value: 'E' },
      { tag: 4, type: 5, value: [[80, 1], [0, 1], [0, 1]] },
    ]);
    expect(readExif(arrayBuffer(broken))).toMatchObject({ latitude: null, longitude: null });
  });
});

describe('exifTakenAt', () => {
  it('reads a camera clock without a zone in the given offset (India: +330 minutes)', () => {
    expect(exifTakenAt({ dateTimeOriginal: '2026:11:26 10:15:30', offsetTimeOriginal: null }, 330)).toBe('2026-11-26T04:45:30.000Z');
    expect(exifTakenAt({ dateTimeOriginal: '2026:11:26 10:15:30', offsetTimeOriginal: '-03:00' }, 330)).toBe('2026-11-26T13:15:30.000Z');
  });

  it('reads it in the browser’s own zone by default', () => {
    expect(exifTakenAt({ dateTimeOriginal: '2026:11:26 10:15:30', offsetTimeOriginal: null })).toBe(new Date(2026, 10, 26, 10, 15, 30).toISOString());
  });

  it('is null without a date', () => {
    expect(exifTakenAt({ dateTimeOriginal: null, offsetTimeOriginal: '+05:30' })).toBeNull();
  });
});
