import { documentTypeOf } from '../document-type';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));
const utf16 = (text: string) => [...text].flatMap((char) => [char.charCodeAt(0), 0]);
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

describe('what a CV\'s bytes say it is', () => {
  it('tells a PDF, a Word document and a Word 97-2003 document by their bytes', () => {
    expect(documentTypeOf(bytes('%PDF-1.4\n'))).toBe('pdf');
    expect(documentTypeOf(bytes(ZIP, '....[Content_Types].xml....word/document.xml'))).toBe('docx');
    expect(documentTypeOf(bytes(OLE2, [0, 0, 0, 0], utf16('WordDocument')))).toBe('doc');
  });

  it('refuses what only claims to be one: a web page, a spreadsheet, an archive, an image', () => {
    expect(documentTypeOf(bytes('<html><body>%PDF-</body></html>'))).toBeNull();
    expect(documentTypeOf(bytes(ZIP, 'xl/workbook.xml'))).toBeNull();
    expect(documentTypeOf(bytes(OLE2, utf16('Workbook')))).toBeNull();
    expect(documentTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(documentTypeOf(new Uint8Array())).toBeNull();
  });
});
