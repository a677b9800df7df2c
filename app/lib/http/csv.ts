// CSV files staff open in Excel, Numbers or Google Sheets. Server-only in
// practice (Node streams), used by the lead export.
//
// - Quoting follows RFC 4180 (csv-stringify): a cell with a comma, a quote or
//   a line break is quoted, quotes are doubled, lines end with CRLF.
// - Formula injection (OWASP "CSV injection"): a cell a visitor typed that
//   starts with = + - @ (or a tab or carriage return, which some spreadsheets
//   skip before reading a formula) would run as a formula when the file is
//   opened. Such a cell gets a leading apostrophe, which spreadsheets show as
//   text and which a person can still read past.
// - A UTF-8 byte order mark comes first, so Excel reads accents and "ñ" right.
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe to open in a spreadsheet. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The text of one cell: empty for no value, yes/no for flags, neutralised text. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  // Numbers come from our own columns (ids, counts); they may be negative and stay numbers.
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  return neutraliseCell(value);
}

// With CRLF line ends csv-stringify would quote only cells holding "\r\n"; a lone
// "\n" or "\r" (a message typed on a phone) must be quoted as well.
const STRINGIFY_OPTIONS = { record_delimiter: "windows", eof: true, quoted_match: /[\r\n]/ } as const;

export interface CsvOptions {
  /**
   * The UTF-8 byte order mark (default on, for Excel). Files read by an upload
   * parser rather than a person (the ad platforms' imports) go without it.
   */
  bom?: boolean;
  /** Rows before the header, as a template asks (Google Ads' "Parameters:" row). */
  preamble?: readonly (readonly string[])[];
}

async function* cells(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]> | Iterable<readonly CsvValue[]>,
  preamble: readonly (readonly string[])[],
) {
  for (const row of preamble) yield row.map((cell) => neutraliseCell(cell));
  yield header.map((name) => neutraliseCell(name));
  for await (const row of rows) yield row.map(csvCell);
}

/**
 * A CSV file as a web stream: the header row, then each row as `rows`
 * yields it, so a large export is never held in memory and the download
 * starts at once.
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]> | Iterable<readonly CsvValue[]>,
  { bom = true, preamble = [] }: CsvOptions = {},
): ReadableStream<Uint8Array> {
  const stringifier = stringify({ ...STRINGIFY_OPTIONS, bom });
  const source = Readable.from(cells(header, rows, preamble));
  source.on("error", (error) => stringifier.destroy(error));
  source.pipe(stringifier);
  return Readable.toWeb(stringifier) as ReadableStream<Uint8Array>;
}

/** A whole CSV file as text (small files and tests). */
export async function csvText(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]> | Iterable<readonly CsvValue[]>,
  options?: CsvOptions,
): Promise<string> {
  return new Response(csvStream(header, rows, options)).text();
}

/** "attachment" Content-Disposition for a file name made of safe characters. */
export function csvDisposition(fileName: string): string {
  const safe = fileName.replace(/[^A-Za-z0-9._-]+/g, "-");
  return `attachment; filename="${safe}"`;
}
