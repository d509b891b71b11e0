// The CSV writer of every export (RFC 4180), first written for the candidate export (issue 21)
// and shared since the hiring reports (issue 20). OWASP CSV injection: every cell is quoted, and a
// formula character (= + - @, tab, carriage return) at the start of a cell or after any separator
// inside it (a comma, a semicolon, a tab: a spreadsheet set to split on semicolons, or a user who
// re-splits a column, would otherwise start a new cell there with a formula) gets an apostrophe
// before it, so a candidate named "=HYPERLINK(...)" or "Sara;=cmd|' /C calc'!A0" stays text.

/**
 * The position of a formula character at the start, or after a separator and any spaces. A
 * lookbehind, not a consumed separator: a tab is both a formula character and a separator, so in
 * "\t=1" or "a\t\t+1" each tab is neutralised and so is what follows it (a consumed tab was
 * skipped when the next match was tried, and the "=1" after it kept no apostrophe).
 */
const formulaAfterSeparator = /(?<=(?:^|[,;\t]) *)(?=[=+\-@\t\r])/g;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const neutral = text.replace(formulaAfterSeparator, "'");
  return `"${neutral.replaceAll('"', '""')}"`;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(',');
}

/** Rows as CSV text with a byte-order mark (spreadsheets then read Arabic as UTF-8), CRLF lines. */
export function csvDocument(
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return `\uFEFF${rows.map(csvRow).join('\r\n')}\r\n`;
}
