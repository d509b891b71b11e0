// The PDF writer: a valid structure with correct cross-reference offsets, one page per image.
import { describe, expect, it } from 'vitest';
import { buildImagePdf } from './pdf';

describe('buildImagePdf', () => {
  it('writes a PDF whose xref offsets point at its objects', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    const bytes = buildImagePdf(
      [
        { jpeg, width: 10, height: 14 },
        { jpeg, width: 10, height: 14 },
      ],
      'ISI report (ar)',
    );
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/Count 2');
    expect(text.match(/\/Subtype \/Image/g)).toHaveLength(2);
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = text
      .slice(startxref)
      .split('\n')
      .filter((l) => / 00000 n $/.test(l))
      .map((l) => Number(l.slice(0, 10)));
    expect(entries).toHaveLength(9);
    entries.forEach((offset, i) => {
      expect(text.startsWith(`${i + 1} 0 obj`, offset)).toBe(true);
    });
  });
});
