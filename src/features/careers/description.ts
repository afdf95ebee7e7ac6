/** An opening's description as its paragraphs: split at blank lines, shown as plain text (never parsed as HTML). */
export function descriptionParagraphs(description: string): string[] {
  return description
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The first paragraph, cut at a word to at most `max` characters: a page's meta description. */
export function descriptionSummary(description: string, max = 160): string {
  const first = (descriptionParagraphs(description)[0] ?? '').replace(/\s+/g, ' ');
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:.]+$/, '')}…`;
}
