/**
 * CSV for the data export (RFC 4180): a header row, every row ended by CRLF, a cell quoted when it holds a comma, a
 * quote or a line break (quotes doubled). Text the member typed is guarded against formula injection: a spreadsheet
 * runs a cell that starts with = + - @ (or a tab or carriage return, which some read past) as a formula, so such a
 * cell gets a leading single quote (OWASP, "CSV Injection"). Numbers are written as they are: ours are never negative.
 */

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: text guarded and quoted as needed, a number as its digits, nothing as an empty cell. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** A whole CSV document: the header row, then one line per row, in the header's column order. */
export function csvDocument<C extends string>(columns: readonly C[], rows: ReadonlyArray<Record<C, CsvValue>>): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
