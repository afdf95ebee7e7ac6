/** Quotes an identifier the way Postgres' quote_ident does for any name. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
