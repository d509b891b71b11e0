// The PDF writer's right-to-left lines (decisions 187, 283) read back with pdfjs-dist, the reader
// of Firefox, as its text layer asks: words in reading order, one space apart.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { TextPdfWriter } from './textPdf';

async function pdfjsLines(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (
      await pdf.getPage(n)
    ).getTextContent({ includeMarkedContent: true, disableNormalization: true });
    for (const item of content.items) {
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    }
    text += '\n';
  }
  await pdf.destroy();
  return text.split('\n').filter(Boolean);
}

describe('TextPdfWriter', () => {
  it('writes an Arabic line with a number: pdfjs keeps the spaces on both sides', async () => {
    // The Latin font draws nothing here but the "1", through its alias dictionary: pdfkit must
    // still embed it (the document never finished before).
    const writer = new TextPdfWriter('ar', 'نتيجة');
    writer.paragraph('بعد: 1 نتيجة حالية');
    const bytes = await writer.finish('تالنت بول');
    expect(await pdfjsLines(bytes)).toEqual(['بعد: 1 نتيجة حالية', 'تالنت بول']);
    // The alias dictionaries (content streams are compressed; font dictionaries are not).
    expect(bytes.toString('latin1')).toMatch(/\/CIDToGIDMap \d+ 0 R/);
  });

  it('leaves a line without right-to-left text to pdfkit (no aliased letters)', async () => {
    const writer = new TextPdfWriter('en', 'Report');
    writer.paragraph('Scores from 0 to 100');
    const bytes = await writer.finish('TalentPool');
    expect(await pdfjsLines(bytes)).toEqual(['Scores from 0 to 100', 'TalentPool']);
    expect(bytes.toString('latin1')).not.toMatch(/\/CIDToGIDMap \d+ 0 R/);
  });
});
