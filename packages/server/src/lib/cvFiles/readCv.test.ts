// The fixtures of scripts/cv-fixtures.ts through the server's reader (worker thread) and the
// domain's parser: what the guest form and an import get from each kind of file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCv } from './readCv';
import { sniffCv } from './sniff';

const dir = path.resolve(import.meta.dirname, '../../../test/fixtures/cvs');
const fixture = (name: string) => readFile(path.join(dir, name));

describe('sniffCv: the type by the content, not the name', () => {
  it('knows a PDF and a DOCX by their bytes', async () => {
    expect(sniffCv(await fixture('en-omar-hassan.pdf'))).toEqual({ kind: 'pdf' });
    expect(sniffCv(await fixture('en-sarah-mitchell.docx'))).toEqual({ kind: 'docx' });
  });
  it('refuses a picture named .pdf, text named .docx, and a Word file with macros', async () => {
    expect(sniffCv(await fixture('bad-picture-named.pdf'))).toEqual({ refused: 'unsupported' });
    expect(sniffCv(await fixture('bad-text-named.docx'))).toEqual({ refused: 'unsupported' });
    expect(sniffCv(await fixture('bad-macros.docx'))).toEqual({ refused: 'macros' });
    expect(sniffCv(Buffer.alloc(0))).toEqual({ refused: 'unsupported' });
  });
});

// Files are read in a worker thread (decision 153: one worker, file after file): generous timeouts.
describe('readCv', { timeout: 60_000 }, () => {
  it('reads an English PDF and an Arabic DOCX', async () => {
    const en = await readCv(await fixture('en-omar-hassan.pdf'), 'pdf');
    expect(en.reason).toBeNull();
    expect(en.fields).toMatchObject({
      name: 'Omar Hassan',
      email: 'omar.hassan@example.com',
      phone: '+201001234567',
    });
    const ar = await readCv(await fixture('ar-fatma-hassan.docx'), 'docx');
    expect(ar.language).toBe('ar');
    expect(ar.fields).toMatchObject({ name: 'فاطمة الزهراء حسن', phone: '+966507654321' });
  });

  it('answers a reason, never an exception, for files it cannot read', async () => {
    expect((await readCv(await fixture('bad-encrypted.pdf'), 'pdf')).reason).toBe('encrypted');
    expect((await readCv(await fixture('bad-400-pages.pdf'), 'pdf')).reason).toBe('tooManyPages');
    expect((await readCv(await fixture('bad-unknown-language.pdf'), 'pdf')).reason).toBe(
      'unknownLanguage',
    );
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    expect(await readCv(broken, 'pdf')).toEqual({
      language: null,
      fields: {},
      reason: 'unreadable',
    });
  });
});
