/**
 * Lays out a resource document (title, sections of paragraphs, bullet lists, checklists and tables)
 * on A4 pages with pdf-lib's standard Helvetica, so the PDFs need no font files. Standard fonts
 * only know WinAnsi characters: write "Rs" rather than the rupee sign.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'checklist'; items: readonly string[] }
  | { kind: 'table'; columns: readonly string[]; widths: readonly number[]; rows: readonly (readonly string[])[] };

export type Section = { heading: string; blocks: readonly Block[] };

export type ResourceDocument = {
  /** File name under public/downloads. */
  file: string;
  title: string;
  subtitle: string;
  sections: readonly Section[];
};

/** Who made the document, printed on every page. */
export type Letterhead = { agency: string; tagline: string; footer: string };

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BODY_SIZE = 10.5;
const LINE = 15;
const TABLE_SIZE = 9.5;
/** A section heading: the space above it and its line. */
const HEADING_HEIGHT = 8 + 14 * 1.35 + 2;
const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.4, 0.45, 0.52);
const BRAND = rgb(0.92, 0.35, 0.05);
// A fixed date keeps the files byte-identical between runs, so git shows only real changes.
const FIXED_DATE = new Date('2026-11-23T00:00:00Z');

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Splits text into lines that fit `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Writes top to bottom and starts a new page when the next piece would not fit. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly pdf: PDFDocument;
  private readonly fonts: Fonts;
  private readonly letterhead: Letterhead;

  constructor(pdf: PDFDocument, fonts: Fonts, letterhead: Letterhead) {
    this.pdf = pdf;
    this.fonts = fonts;
    this.letterhead = letterhead;
    this.newPage();
  }

  private newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    const top = PAGE.height - 34;
    this.page.drawRectangle({ x: 0, y: PAGE.height - 8, width: PAGE.width, height: 8, color: BRAND });
    this.page.drawText(this.letterhead.agency, { x: PAGE.margin, y: top, size: 9, font: this.fonts.bold, color: INK });
    const tagline = this.letterhead.tagline;
    const taglineWidth = this.fonts.regular.widthOfTextAtSize(tagline, 9);
    this.page.drawText(tagline, { x: PAGE.width - PAGE.margin - taglineWidth, y: top, size: 9, font: this.fonts.regular, color: MUTED });
    this.y = top - 36;
  }

  /** Keeps `height` points together on one page. */
  private reserve(height: number): void {
    if (this.y - height < PAGE.margin + 24) this.newPage();
  }

  text(value: string, options: { size?: number; bold?: boolean; color?: typeof INK; indent?: number; gap?: number } = {}): void {
    const { size = BODY_SIZE, bold = false, color = INK, indent = 0, gap = 0 } = options;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lineHeight = Math.max(LINE, size * 1.35);
    for (const line of wrap(value, font, size, CONTENT_WIDTH - indent)) {
      this.reserve(lineHeight);
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y - size, size, font, color });
      this.y -= lineHeight;
    }
    this.y -= gap;
  }

  title(title: string, subtitle: string): void {
    this.text(title, { size: 24, bold: true, gap: 4 });
    this.text(subtitle, { size: 12, color: MUTED, gap: 14 });
  }

  heading(value: string): void {
    this.reserve(HEADING_HEIGHT + 2 * LINE);
    this.y -= 8;
    this.text(value, { size: 14, bold: true, color: BRAND, gap: 2 });
  }

  /** A marker (bullet or box) before each wrapped item. */
  list(items: readonly string[], marker: 'bullet' | 'box'): void {
    for (const item of items) {
      this.reserve(LINE);
      const markerY = this.y - BODY_SIZE + 1;
      if (marker === 'bullet') {
        this.page.drawCircle({ x: PAGE.margin + 5, y: markerY + 3, size: 2, color: BRAND });
      } else {
        this.page.drawRectangle({ x: PAGE.margin + 1, y: markerY - 1, width: 8, height: 8, borderColor: INK, borderWidth: 0.8 });
      }
      this.text(item, { indent: 16, gap: 2 });
    }
    this.y -= 4;
  }

  /** A table with a bold header row; `widths` are fractions of the content width. */
  table(columns: readonly string[], widths: readonly number[], rows: readonly (readonly string[])[]): void {
    this.row(columns, widths, true);
    for (const row of rows) this.row(row, widths, false);
    this.y -= 8;
  }

  private wrapRow(cells: readonly string[], widths: readonly number[], font: PDFFont): { lines: string[][]; height: number } {
    const lines = cells.map((cell, index) => wrap(cell, font, TABLE_SIZE, widths[index] * CONTENT_WIDTH - 8));
    return { lines, height: Math.max(...lines.map((cellLines) => cellLines.length)) * 13 + 8 };
  }

  /** How tall a table will be, so a short one is not split over two pages. */
  tableHeight(block: Extract<Block, { kind: 'table' }>): number {
    const header = this.wrapRow(block.columns, block.widths, this.fonts.bold).height;
    return block.rows.reduce((sum, row) => sum + this.wrapRow(row, block.widths, this.fonts.regular).height, header);
  }

  /** Starts a new page unless `height` points fit; a block taller than a third of a page may still split. */
  keepTogether(height: number): void {
    if (height < PAGE.height / 3) this.reserve(height);
  }

  private row(cells: readonly string[], widths: readonly number[], header: boolean): void {
    const font = header ? this.fonts.bold : this.fonts.regular;
    const size = TABLE_SIZE;
    const columnWidths = widths.map((share) => share * CONTENT_WIDTH);
    const { lines: wrapped, height } = this.wrapRow(cells, widths, font);
    this.reserve(height);
    if (header) this.page.drawRectangle({ x: PAGE.margin, y: this.y - height, width: CONTENT_WIDTH, height, color: rgb(0.95, 0.96, 0.98) });
    let x = PAGE.margin;
    wrapped.forEach((lines, index) => {
      lines.forEach((line, lineIndex) => {
        this.page.drawText(line, { x: x + 4, y: this.y - 14 - lineIndex * 13, size, font, color: INK });
      });
      x += columnWidths[index];
    });
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y - height }, end: { x: PAGE.margin + CONTENT_WIDTH, y: this.y - height }, thickness: 0.5, color: MUTED });
    this.y -= height;
  }

  block(block: Block): void {
    switch (block.kind) {
      case 'paragraph':
        return this.text(block.text, { gap: 6 });
      case 'bullets':
        return this.list(block.items, 'bullet');
      case 'checklist':
        return this.list(block.items, 'box');
      case 'table':
        this.keepTogether(this.tableHeight(block));
        return this.table(block.columns, block.widths, block.rows);
    }
  }

  /** The footer (contact line and "Page n of m") once the page count is known. */
  finish(): void {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      page.drawLine({ start: { x: PAGE.margin, y: 44 }, end: { x: PAGE.width - PAGE.margin, y: 44 }, thickness: 0.5, color: MUTED });
      page.drawText(this.letterhead.footer, { x: PAGE.margin, y: 30, size: 8, font: this.fonts.regular, color: MUTED });
      const label = `Page ${index + 1} of ${pages.length}`;
      const width = this.fonts.regular.widthOfTextAtSize(label, 8);
      page.drawText(label, { x: PAGE.width - PAGE.margin - width, y: 30, size: 8, font: this.fonts.regular, color: MUTED });
    });
  }
}

/** The finished PDF's bytes. */
export async function renderDocument(document: ResourceDocument, letterhead: Letterhead): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setSubject(document.subtitle);
  pdf.setAuthor(letterhead.agency);
  pdf.setCreator(letterhead.agency);
  pdf.setProducer('scripts/generate-resource-documents.ts');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const writer = new Writer(pdf, fonts, letterhead);
  writer.title(document.title, document.subtitle);
  for (const section of document.sections) {
    // A heading stays on the page of its table when the table is short.
    const [first] = section.blocks;
    if (first?.kind === 'table') writer.keepTogether(HEADING_HEIGHT + writer.tableHeight(first));
    writer.heading(section.heading);
    for (const block of section.blocks) writer.block(block);
  }
  writer.finish();
  return pdf.save({ useObjectStreams: false });
}
