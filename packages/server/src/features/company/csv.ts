// CSV export of a candidate search (RFC 4180). OWASP CSV injection: every cell is quoted, and a
// formula character (= + - @, tab, carriage return) at the start of a cell or after any separator
// inside it (a comma, a semicolon, a tab: a spreadsheet set to split on semicolons, or a user who
// re-splits a column, would otherwise start a new cell there with a formula) gets an apostrophe
// before it, so a candidate named "=HYPERLINK(...)" or "Sara;=cmd|' /C calc'!A0" stays text
// (issue 21).
import type { Language } from '@talentpool/domain/language';
import type { SearchResultUser } from '@talentpool/domain/company/search';
import { isiTypeName } from '@talentpool/domain/isi/types';

/** A formula character at the start, or after a separator and any spaces. */
const formulaAfterSeparator = /(^|[,;\t])( *)(?=[=+\-@\t\r])/g;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const neutral = text.replace(formulaAfterSeparator, "$1$2'");
  return `"${neutral.replaceAll('"', '""')}"`;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(',');
}

const header = [
  '_id',
  'name',
  'email',
  'jobPosition',
  'yearsOfExp',
  'HLOfEdu',
  'faculty',
  'iRes1',
  'personalityType',
  'iRes2',
  'leadershipStyle',
] as const;

/** The candidates as CSV text with a byte-order mark, so spreadsheets read Arabic as UTF-8. */
export function candidatesCsv(candidates: readonly SearchResultUser[], lang: Language): string {
  const lines = [csvRow(header)];
  for (const c of candidates) {
    lines.push(
      csvRow([
        c._id,
        c.name,
        c.email,
        c.jobPosition,
        c.yearsOfExp,
        c.HLOfEdu,
        c.faculty,
        c.iRes1,
        c.iRes1 === null ? '' : isiTypeName(c.iRes1, lang),
        c.iRes2,
        c.iRes2 === null ? '' : isiTypeName(c.iRes2, lang),
      ]),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
