import { describe, expect, it } from 'vitest';
import { isiReportFileName } from './reportTexts';

describe('the report file name (issue 23)', () => {
  it("carries the report's title and the person's name in the chosen language", () => {
    expect(isiReportFileName('Mona Adel', 'en')).toBe('ISI report - Mona Adel.pdf');
    expect(isiReportFileName('منى عادل', 'ar')).toBe('تقرير ISI - منى عادل.pdf');
  });

  it('leaves out what file systems refuse and cuts a long name', () => {
    expect(isiReportFileName('a/b\\c:d*e?"f<g>h|i\u0007j', 'en')).toBe(
      'ISI report - a b c d e f g h i j.pdf',
    );
    expect(isiReportFileName('x'.repeat(200), 'en')).toBe(`ISI report - ${'x'.repeat(80)}.pdf`);
    expect(isiReportFileName(' / ', 'en')).toBe('ISI report.pdf');
  });
});
