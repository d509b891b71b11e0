// Issue 37: the aim of the CV parser on the judged set (helpers/cvJudgedSet.ts), made in this
// test: every person's HTML CV printed by Chromium (32) and Word file (32), and the Word files of
// eight people printed by LibreOffice (a start of `soffice` costs seconds on a shared machine; the
// eight cover the six Word layouts in both languages; `npm run cv:accuracy` prints all 96).
// Name and e-mail right in at least 95% of the CVs of each language, and a name or e-mail not
// found is left empty with its reason, never a wrong one. No server: the files are read as the
// server reads them (readCv, the worker thread), the API tests of cvImport read them through it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCv } from '../src/lib/cvFiles/readCv';
import { sniffCv } from '../src/lib/cvFiles/sniff';
import { judge, makeJudgedSet, type JudgedCv } from './helpers/cvJudgedSet';

let dir: string;
let cvs: JudgedCv[];
const results: Array<{ cv: JudgedCv; right: ReturnType<typeof judge>; missing: string[] }> = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cv-judged-'));
  const printed = await makeJudgedSet(dir, { producers: ['chromium', 'docx'] });
  const byLibreOffice = await makeJudgedSet(path.join(dir, 'lo'), {
    producers: ['libreoffice'],
    pick: (_p, i) => i % 16 < 4,
  });
  cvs = [...printed, ...byLibreOffice.map((cv) => ({ ...cv, file: `lo/${cv.file}` }))];
  for (const cv of cvs) {
    const bytes = await readFile(path.join(dir, cv.file));
    const sniffed = sniffCv(bytes);
    if (!('kind' in sniffed)) throw new Error(`${cv.file}: ${sniffed.refused}`);
    const { fields } = await readCv(bytes, sniffed.kind, cv.person.country);
    results.push({ cv, right: judge(cv.person, fields), missing: fields.missing ?? [] });
  }
}, 600_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the judged set of CVs', () => {
  it('has both languages, every producer and at least 30 CVs', () => {
    expect(cvs.length).toBeGreaterThanOrEqual(72);
    for (const lang of ['en', 'ar'] as const) {
      for (const producer of ['chromium', 'docx', 'libreoffice'] as const) {
        expect(
          cvs.filter((cv) => cv.person.lang === lang && cv.producer === producer).length,
          `${lang} ${producer}`,
        ).toBeGreaterThanOrEqual(4);
      }
    }
  });

  for (const lang of ['en', 'ar'] as const) {
    for (const field of ['name', 'email'] as const) {
      it(`finds the ${field} of at least 95% of the ${lang} CVs`, () => {
        const ofLang = results.filter((r) => r.cv.person.lang === lang);
        const misses = ofLang.filter((r) => !r.right[field]).map((r) => r.cv.file);
        expect(
          (ofLang.length - misses.length) / ofLang.length,
          misses.join(', '),
        ).toBeGreaterThanOrEqual(0.95);
      });
    }
  }

  it('leaves a name or e-mail it did not find empty with the reason, never a wrong one', () => {
    const wrong = results.flatMap((r) =>
      (['name', 'email'] as const)
        .filter((f) => !r.right[f] && !r.missing.includes(f))
        .map((f) => `${r.cv.file}: ${f}`),
    );
    expect(wrong).toEqual([]);
  });

  it('reads the phone of Arabic CVs printed by Chromium, digit groups drawn right to left or not', () => {
    const arChromium = results.filter(
      (r) => r.cv.person.lang === 'ar' && r.cv.producer === 'chromium',
    );
    expect(arChromium.filter((r) => !r.right.phone).map((r) => r.cv.file)).toEqual([]);
  });
});
