// Issue 22 (decision 136): the ISI report is a PDF made of text. Over real HTTP: pdftotext (from
// poppler-utils) extracts the English and the Arabic text, in reading order; the PDF declares its
// language, is tagged (StructTreeRoot, MarkInfo Marked true, H1/P/Figure elements) and stays under
// 300 KB; the person's name is on it; 404 before any attempt, 401/403 for others.
// decisions.md 17 (issue 39): the Arabic text is stored in reading order, and other readers get
// its words whole, in order and one space apart: pdfjs-dist (Firefox's reader: its text content
// as it gives it, and its structure tree with each element's /ActualText), pdftotext and mutool
// (test/helpers/pdfReaders.ts; decisions 187, 210, 283).
import { eq } from 'drizzle-orm';
import { isiReportTexts } from '@talentpool/domain/isi/reportTexts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import {
  arabicWordsOf,
  mutoolTextOf,
  pdfjsStructureTextsOf,
  pdfjsTextOf,
  pdftotextOf,
} from './helpers/pdfReaders';
import { startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let person: TestAccount;

async function pdfOf(lang: string, token = person.token) {
  const res = await server.request(`/api/user/isi/report.pdf?lang=${lang}`, { token });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The phrases of a text between its punctuation (readers place `:` `.` `،` on either side). */
const phrasesOf = (text: string) =>
  text
    .split(/[.:،•]/)
    .map((p) => p.trim())
    .filter((p) => /[\u0600-\u06ff]/.test(p));

beforeAll(async () => {
  server = await startTestServer();
  person = await createAccount(server, 'User');
  await server.app.db.update(users).set({ name: 'منى عادل' }).where(eq(users.id, person.id));
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/user/isi/report.pdf', () => {
  it('answers 404 before any attempt, 401 without a login and 403 to a company', async () => {
    expect((await pdfOf('en')).res.status).toBe(404);
    expect((await server.request('/api/user/isi/report.pdf')).status).toBe(401);
    const company = await createAccount(server, 'Company');
    expect((await pdfOf('en', company.token)).res.status).toBe(403);
    expect((await pdfOf('xx')).res.status).toBe(400);
  });

  it('is an English PDF made of text, tagged, with the name on it, under 300 KB', async () => {
    const taken = await server.request('/api/company/test', {
      method: 'POST',
      token: person.token,
      json: { result: Array.from({ length: 48 }, () => 5) },
    });
    expect(taken.status).toBe(200);
    const { res, bytes } = await pdfOf('en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // Issue 23: the file's name carries the person's name (UTF-8 in filename*).
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="isi-report-en.pdf"; filename*=UTF-8''${encodeURIComponent('ISI report - منى عادل.pdf')}`,
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(300 * 1024);
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R|\/MarkInfo <<\s*\/Marked true/);
    expect(raw).toContain('/Marked true');
    expect(raw).toMatch(/\/Lang \(en\)/);
    for (const tag of ['/H1', '/H2', '/P', '/Figure', '/L', '/LI'])
      expect(raw).toContain(`/S ${tag}`);
    const text = await pdftotextOf(bytes);
    expect(text).toContain('ISI report: منى عادل');
    expect(text).toContain('Personality type: Theorist');
    expect(text).toContain('Not enough answers yet for percentiles');
    expect(text).toContain('The same answer was given to almost every statement.');
  });

  it('is an Arabic PDF whose shaped, right-to-left text extracts in reading order', async () => {
    const { res, bytes } = await pdfOf('ar');
    expect(res.status).toBe(200);
    expect(bytes.length).toBeLessThan(300 * 1024);
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/Lang \(ar\)/);
    expect(raw).toContain('/Marked true');
    const text = await pdftotextOf(bytes);
    expect(text).toContain('منى عادل');
    expect(text).toContain('نمط الشخصية');
    expect(text).toContain('جودة الإجابة');
    expect(text).toContain('الإجابة نفسها عن كل العبارات');

    // decisions.md 17: every sentence of the report (texts of the domain) comes out with its
    // words whole, in reading order and one space apart, from three readers. Readers place
    // numbers, Latin words, punctuation and short-vowel marks differently: arabicWordsOf sets
    // them aside. pdfjs' text content (what Firefox copies and finds) joined the words without
    // spaces before decision 283; pdftotext and mutool cut or reversed them before decision 187.
    const ar = isiReportTexts.ar;
    const name = 'منى عادل';
    const sentences = [
      `${ar.title}: ${name}`,
      ar.subtitle,
      ar.preparedFor(name),
      ar.personality,
      ar.scores,
      ar.thinking,
      ar.perceptional,
      ar.normsTitle,
      ar.normsNotEnough(1, 30),
      ar.qualityTitle,
      ar.qualityAdvice,
      ar.straightLining,
      ar.footer,
    ];
    const pdfjs = await pdfjsTextOf(bytes);
    const mutool = await mutoolTextOf(bytes);
    for (const [reader, output] of Object.entries({ pdfjs, pdftotext: text, mutool })) {
      const words = arabicWordsOf(output);
      for (const sentence of sentences) {
        expect(words, `${reader}: ${sentence}`).toContain(arabicWordsOf(sentence));
      }
    }
    // pdfjs gives the sentences without marks exactly as written: Latin words, numbers and
    // punctuation in place, one space between words (it does not reorder).
    const lines = pdfjs.replace(/[^\S\n]+/g, ' ');
    for (const sentence of [`${ar.title}: ${name}`, ar.subtitle, ar.scores, ar.footer]) {
      expect(lines, `pdfjs as written: ${sentence}`).toContain(sentence);
    }
    // MuPDF reads the content stream in the order it is written, as pdfminer and the tag tree
    // do: there every sentence comes out whole, with its spaces and its marks too.
    const wordsOf = (t: string) =>
      t
        .replace(/[A-Za-z0-9]+/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    const mupdf = wordsOf(mutool);
    for (const sentence of sentences) {
      for (const phrase of phrasesOf(sentence)) {
        expect(mupdf, `mutool: ${phrase}`).toContain(wordsOf(phrase));
      }
    }
    // The structure tree, what Firefox's reader gives a screen reader, has every sentence as
    // written, spaces and marks included (decision 210).
    const structure = await pdfjsStructureTextsOf(bytes);
    for (const sentence of [
      `${ar.title}: ${name}`,
      ar.subtitle,
      ar.preparedFor(name),
      ar.thinking,
      ar.perceptional,
      ar.normsTitle,
      ar.qualityTitle,
      ar.qualityAdvice,
      ar.straightLining,
      ar.footer,
    ]) {
      expect(structure, `pdfjs structure: ${sentence}`).toContain(sentence);
    }
    // The counts are the database's (the minimum is configured).
    const counts = ar.normsNotEnough(111, 222).replace(/[.]/g, '\\.').replace(/\d+/g, '\\d+');
    expect(structure).toContainEqual(expect.stringMatching(new RegExp(`^${counts}$`)));
  });
});
