import { crc32, deflateSync } from 'node:zlib';

/**
 * The map's tiles during the bench. The bench machines are offline, so OpenStreetMap's tiles fail and
 * Lighthouse counts the failures as console errors (Best Practices) that a visitor online never sees. The
 * bench builds with VITE_MAP_TILE_URL pointing here instead: one plain tile, served by the bench's own
 * server, for every z/x/y (docs/decisions/034).
 */
export const BENCH_TILE_FILE = 'bench-tile.png';
export const BENCH_TILE_URL = `/${BENCH_TILE_FILE}?{z}/{x}/{y}`;

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256×256 PNG of one colour (a map's land colour by default). */
export function plainTile([red, green, blue] = [0xf2, 0xef, 0xe9]): Buffer {
  const size = 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + size * 3); // filter byte 0, then the pixels
  for (let x = 0; x < size; x++) row.set([red, green, blue], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}
