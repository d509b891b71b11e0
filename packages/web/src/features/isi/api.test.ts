// Issue 23: the downloaded report keeps the file name the server gives, with the person's name.
import { describe, expect, it } from 'vitest';
import { reportFileName } from './api';

describe('reportFileName', () => {
  it("reads the UTF-8 name of Content-Disposition's filename*", () => {
    const name = 'تقرير ISI - منى عادل.pdf';
    expect(
      reportFileName(
        `attachment; filename="isi-report-ar.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      ),
    ).toBe(name);
  });

  it('gives nothing without filename* or with a broken encoding', () => {
    expect(reportFileName('attachment; filename="isi-report-en.pdf"')).toBeNull();
    expect(reportFileName(null)).toBeNull();
    expect(reportFileName("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull();
  });
});
