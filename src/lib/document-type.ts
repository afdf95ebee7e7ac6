/**
 * What a CV's bytes say it is (docs/decisions/102): PDF, Word 97-2003 (an OLE2 file with a WordDocument stream) or
 * Word (a ZIP with word/document.xml). The stand-in's Storage refuses anything else at upload; hosted Storage checks
 * only the declared type, so the inbox checks the bytes again before it saves a CV on a member of staff's computer.
 */
export type DocumentType = 'pdf' | 'doc' | 'docx';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

/** Whether `needle`'s bytes occur in `bytes`. */
function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const utf16 = (text: string) => Uint8Array.from([...text].flatMap((char) => [char.charCodeAt(0), 0]));
const WORD_STREAM = utf16('WordDocument');
const WORD_PART = ascii('word/document.xml');

/** The document type of the bytes, or null when they are not a PDF or a Word document. */
export function documentTypeOf(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE2)) return contains(bytes, WORD_STREAM) ? 'doc' : null;
  if (startsWith(bytes, ZIP)) return contains(bytes, WORD_PART) ? 'docx' : null;
  return null;
}
