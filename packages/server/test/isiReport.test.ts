// Issue 22 (decision 136): the ISI report is a PDF made of text. Over real HTTP: pdftotext (from
// poppler-utils) extracts the English and the Arabic text, in reading order; the PDF declares its
// language, is tagged (StructTreeRoot, MarkInfo Marked true, H1/P/Figure elements) and stays under
// 300 KB; the person's name is on it; 404 before any attempt, 401/403 for others.
// decisions.md 17 (issue 39): the Arabic text is stored in reading order, and other readers get
// its words whole and in order: pdfjs-dist (Firefox's reader: its text content as it gives it,
// and its structure tree with each element's /ActualText), pdftotext and mutool.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { isiReportTexts } from '@talentpool/domain/isi/reportTexts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let person: TestAccount;

async function pdfOf(lang: string, token = person.token) {
  const res = await server.request(`/api/user/isi/report.pdf?lang=${lang}`, { token });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function textOf(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'isi-report-'));
  const file = path.join(dir, 'report.pdf');
  try {
    await writeFile(file, bytes);
    // The bidi marks poppler adds around right-to-left lines are not part of the text.
    return execFileSync('pdftotext', [file, '-'])
      .toString('utf8')
      .replace(/[\u200e\u200f\u202a-\u202e]/g, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text MuPDF's `mutool draw -F txt` gives: the content stream in the order it is written. */
async function mutoolTextOf(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'isi-report-'));
  const file = path.join(dir, 'report.pdf');
  try {
    await writeFile(file, bytes);
    return execFileSync('mutool', ['draw', '-q', '-F', 'txt', '-o', '-', file]).toString('utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text pdfjs-dist gives, page by page, its items joined as it orders them. */
async function pdfjsTextOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) {
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    }
    text += '\n';
  }
  await pdf.destroy();
  return text;
}

/**
 * The texts pdfjs gives a screen reader (Firefox's reader labels the page's structure with them):
 * every element's /Alt or /ActualText, page by page.
 */
async function pdfjsStructureTextsOf(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const texts: string[] = [];
  interface Node {
    alt?: string;
    children?: Node[];
  }
  const walk = (node: Node) => {
    if (node.alt !== undefined) texts.push(node.alt);
    for (const child of node.children ?? []) walk(child);
  };
  for (let n = 1; n <= pdf.numPages; n++) {
    const tree = (await (await pdf.getPage(n)).getStructTree()) as Node | null;
    if (tree) walk(tree);
  }
  await pdf.destroy();
  return texts;
}

/**
 * The words of a text without what readers place differently: the short vowel and doubling marks
 * (a reader may put one before or after its letter) and numbers and Latin words (a left-to-right
 * island moves with its spaces); every space goes too when `spaces` is false (pdfjs writes no space between
 * words that are not laid out left to right).
 */
const lettersOf = (text: string, spaces = true) =>
  text
    .replace(/[\u064b-\u065f\u0670]/g, '')
    .replace(/[A-Za-z0-9]+/g, '')
    .replace(spaces ? /[^\S\n]+/g : /\s+/g, spaces ? ' ' : '');

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
    const text = await textOf(bytes);
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
    const text = await textOf(bytes);
    expect(text).toContain('منى عادل');
    expect(text).toContain('نمط الشخصية');
    expect(text).toContain('جودة الإجابة');
    expect(text).toContain('الإجابة نفسها عن كل العبارات');

    // decisions.md 17: the words whole and in reading order, in two readers. The sentences are
    // the report's own (texts of the domain); "أُعدّ من أجل" is left out for pdftotext only:
    // its first letter's raised mark makes poppler's line finder put the word on a line of its
    // own (docs/decisions/187-pdf-text-in-reading-order.md).
    const ar = isiReportTexts.ar;
    const sentences = [
      ar.subtitle,
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
    const poppler = lettersOf(text);
    for (const phrase of sentences.flatMap(phrasesOf)) {
      expect(poppler, `pdftotext: ${phrase}`).toContain(
        lettersOf(phrase).trim().replace(/ +/g, ' '),
      );
    }
    // MuPDF reads the content stream in the order it is written, as pdfminer and the tag tree
    // do: there the old report gave reversed letters without spaces ("ةيركفلا"). Here every
    // sentence comes out whole, with its spaces and its marks.
    // Numbers and Latin words are left out: a left-to-right island moves with its spaces.
    const wordsOf = (t: string) =>
      t
        .replace(/[A-Za-z0-9]+/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    const mupdf = wordsOf(await mutoolTextOf(bytes));
    for (const sentence of [...sentences, ar.preparedFor('منى عادل')]) {
      for (const phrase of phrasesOf(sentence)) {
        expect(mupdf, `mutool: ${phrase}`).toContain(wordsOf(phrase));
      }
    }
    // pdfjs' text content (copy, search) has the words whole and in order but no space between
    // right-to-left words: it infers a space only from a step forward (to the right) after a
    // word, and a line written in reading order steps left; the space glyph written between the
    // words is dropped with that step (decision 210). Its structure tree, what Firefox's reader
    // gives a screen reader, has every sentence as written, spaces and marks included.
    const structure = await pdfjsStructureTextsOf(bytes);
    for (const sentence of [
      `${ar.title}: منى عادل`,
      ar.subtitle,
      ar.preparedFor('منى عادل'),
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
    const pdfjs = lettersOf(await pdfjsTextOf(bytes), false);
    for (const sentence of [...sentences, ar.preparedFor('منى عادل')]) {
      for (const phrase of phrasesOf(sentence)) {
        // Reversed letters ("ةيركفلا") or a word cut in two would not match.
        expect(pdfjs, `pdfjs: ${phrase}`).toContain(lettersOf(phrase, false));
      }
    }
  });
});
