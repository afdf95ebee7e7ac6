import { addressLine, displayPhone, site } from '@/config/site';
import { categories, type ServiceResource } from '..';

/**
 * The files behind the catalogue's resources (public/downloads, written by
 * scripts/generate-resource-documents.ts): real documents, with the listed size, the promised
 * headings and the agency's contact details.
 */

// Vite inlines each file as a base64 data URL, which needs no Node file APIs in the unit project.
const files = import.meta.glob<string>('../../../public/downloads/*.pdf', { query: '?inline', import: 'default', eager: true });

function fileBytes(fileUrl: string): Uint8Array<ArrayBuffer> {
  const dataUrl = files[`../../../public${fileUrl}`];
  if (!dataUrl) throw new Error(`${fileUrl} is not in public/downloads`);
  return Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) => char.charCodeAt(0));
}

async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const stream = source.pipeThrough(new DecompressionStream('deflate'));
  return latin1(new Uint8Array(await new Response(stream).arrayBuffer()));
}

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

/** WinAnsi, as pdf-lib writes standard-font text, is Latin-1 apart from a few punctuation marks. */
const WIN_ANSI: Record<number, string> = { 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' };

function decodeHex(hex: string): string {
  const codes = hex.match(/../g) ?? [];
  return codes.map((code) => WIN_ANSI[parseInt(code, 16)] ?? String.fromCharCode(parseInt(code, 16))).join('');
}

/** The text each page shows: every string drawn with Tj, in order, one line each. */
async function pdfText(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const raw = latin1(bytes);
  const lines: string[] = [];
  for (const match of raw.matchAll(/\/Length (\d+)\s*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const dictionary = raw.slice(Math.max(0, (match.index ?? 0) - 200), match.index);
    const body = bytes.subarray(start, start + Number(match[1]));
    const content = dictionary.includes('/FlateDecode') ? await inflate(body) : latin1(body);
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(decodeHex(shown[1]));
  }
  return lines.join('\n');
}

function pageCount(bytes: Uint8Array): number {
  return latin1(bytes).match(/\/Type \/Page(?!s)/g)?.length ?? 0;
}

/** What each document promises in its title and description, as headings or names it must contain. */
const promised: Record<string, string[]> = {
  '/downloads/chennai-airport-media-kit.pdf': ['Ad formats and sizes', 'Indicative rates', 'Audience at a glance', 'Sample placements', 'Contact us'],
  '/downloads/airport-audience-insights.pdf': ['Passenger volumes', 'Purpose of travel', 'Dwell times by zone', 'Contact us'],
  '/downloads/store-launch-checklist.pdf': ['6 weeks before opening: plan', '1 week before: rehearse', 'Opening day', 'Weeks 3 to 6 after opening', 'Contact us'],
  '/downloads/retail-launch-case-studies.pdf': ['Mayil Mobiles: a grand opening in Madurai', 'Marina Mart: a hypermarket opening in Velachery', 'Thalam Filter Coffee: a first café in Mylapore', 'Contact us'],
};

const resources: ServiceResource[] = categories.flatMap((category) => category.services.flatMap((service) => service.resources ?? []));

describe('resource documents', () => {
  it('has exactly one file in public/downloads for each listed resource', () => {
    expect(Object.keys(files).map((path) => path.replace('../../../public', '')).sort()).toEqual(resources.map((resource) => resource.fileUrl).sort());
    expect(Object.keys(promised).sort()).toEqual(resources.map((resource) => resource.fileUrl).sort());
  });

  it.each(resources)('lists the true size of $fileUrl, in whole kilobytes', ({ fileUrl, fileSize }) => {
    const bytes = fileBytes(fileUrl);
    expect(fileSize).toBe(`${Math.max(1, Math.round(bytes.length / 1024))} KB`);
  });

  it.each(resources)('makes $fileUrl a 2 to 4 page document with its title, promised headings and the agency contact', async ({ fileUrl, title }) => {
    const bytes = fileBytes(fileUrl);
    expect(pageCount(bytes)).toBeGreaterThanOrEqual(2);
    expect(pageCount(bytes)).toBeLessThanOrEqual(4);
    const lines = (await pdfText(bytes)).split('\n');
    for (const expected of [title, ...promised[fileUrl], site.name, displayPhone(site.phone), addressLine]) {
      expect(lines).toContain(expected);
    }
    expect(lines.join(' ')).toContain(site.email);
  });
});
