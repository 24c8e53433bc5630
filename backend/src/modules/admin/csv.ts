/**
 * RFC 4180 CSV for spreadsheets. A cell that a spreadsheet would run as a formula (starting with =, +, -, @, a tab
 * or a carriage return: OWASP's CSV injection list) is prefixed with a single quote, so it shows as text. A cell
 * holding any locale's separator (comma, semicolon, tab, pipe) is quoted: a spreadsheet set to split on `;` would
 * otherwise cut `Bob;=1+1;x` into cells, the middle one a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\t|\r\n]/;

/** An amount of money, written in pounds with two decimals (-12.50): a number, so never taken for a formula. */
export interface CsvPounds {
  pence: number;
}

export type CsvCell = string | number | null | CsvPounds;

export const pounds = (pence: number): CsvPounds => ({ pence });

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'object') return (value.pence / 100).toFixed(2);
  // Numbers we write ourselves (amounts, counts) are data, not formulas, even when negative.
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header row and data rows, CRLF line ends, with a byte order mark so spreadsheet apps read UTF-8 names right. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The file's start, as toCsv writes it: the byte order mark and the header row. */
export const csvHeader = (header: string[]): string => `\uFEFF${header.map(csvCell).join(',')}\r\n`;

/** Data rows as toCsv writes them, each ending CRLF: a streamed file is the header then these, batch by batch. */
export const csvLines = (rows: CsvCell[][]): string => rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
