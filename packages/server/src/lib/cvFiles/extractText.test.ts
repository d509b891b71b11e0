// Decision 153: one worker thread reads file after file. Files sent at once each get their own
// text back, and a file that ends the worker (here: out of time) fails alone; the next file is
// read by a new worker.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractCvText } from './extractText';

const dir = path.resolve(import.meta.dirname, '../../../test/fixtures/cvs');
const fixture = (name: string) => readFile(path.join(dir, name));

describe('extractCvText', { timeout: 60_000 }, () => {
  it('gives each of several files sent at once its own text', async () => {
    const names = [
      'en-omar-hassan.pdf',
      'en-sarah-mitchell.docx',
      'en-youssef-adel.pdf',
      'ar-fatma-hassan.docx',
      'en-laila-mansour.docx',
    ];
    const results = await Promise.all(
      names.map(async (name) =>
        extractCvText(await fixture(name), name.endsWith('.pdf') ? 'pdf' : 'docx'),
      ),
    );
    const emails = results.map((r) => ('text' in r ? /\S+@\S+/.exec(r.text)?.[0] : r.reason));
    expect(emails).toEqual([
      'omar.hassan@example.com',
      'sarah.mitchell@example.org',
      'y.adel@example.net',
      'fatma.hassan@example.com',
      'laila.mansour@example.com',
    ]);
  });

  it('fails only the file that ends the worker; the next one is read', async () => {
    const slow = await extractCvText(await fixture('bad-400-pages.pdf'), 'pdf', 1);
    expect(slow).toEqual({ reason: 'unreadable' });
    const next = await extractCvText(await fixture('en-omar-hassan.pdf'), 'pdf');
    expect('text' in next && next.text).toContain('Omar Hassan');
  });
});
