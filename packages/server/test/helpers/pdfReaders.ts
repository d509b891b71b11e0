// decisions.md 17 (issue 39): the text other people's readers take out of a PDF we write, as they
// give it: pdfjs-dist (Firefox's reader: its text content, what copy and find use, and its
// structure tree, what a screen reader gets), poppler's pdftotext and MuPDF's mutool.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

async function withFile<T>(bytes: Buffer, read: (file: string) => T): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-reader-'));
  const file = path.join(dir, 'document.pdf');
  try {
    await writeFile(file, bytes);
    return read(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** poppler's pdftotext, without the bidi marks it adds around right-to-left lines. */
export const pdftotextOf = (bytes: Buffer) =>
  withFile(bytes, (file) =>
    execFileSync('pdftotext', [file, '-'])
      .toString('utf8')
      .replace(/[\u200e\u200f\u202a-\u202e]/g, ''),
  );

/** MuPDF's `mutool draw -F txt`: the content stream in the order it is written. */
export const mutoolTextOf = (bytes: Buffer) =>
  withFile(bytes, (file) =>
    // stderr ignored: MuPDF says it was built without colour management.
    execFileSync('mutool', ['draw', '-q', '-F', 'txt', '-o', '-', file], {
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString('utf8'),
  );

/**
 * pdfjs' text content page by page, its items joined in the order it gives them (no reordering),
 * asked as Firefox's text layer asks (marked content included, no normalisation).
 */
export async function pdfjsTextOf(bytes: Buffer): Promise<string> {
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
  return text;
}

/**
 * The texts pdfjs gives a screen reader (Firefox's reader labels the page's structure with them):
 * every element's /Alt or /ActualText, page by page.
 */
export async function pdfjsStructureTextsOf(bytes: Buffer): Promise<string[]> {
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
 * The Arabic words of a text, one space between them: what readers may place differently goes
 * (short vowel and doubling marks, which a reader may put before or after their letter;
 * punctuation, numbers and Latin words, which move with their spaces in a right-to-left line),
 * the spaces stay. Words joined by a reader ("الأساليبالفكرية"), cut ("الفكر ية") or reversed
 * ("ةيركفلا") do not match the sentence's own.
 */
export const arabicWordsOf = (text: string) =>
  text
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[^\u0621-\u064a\u0671-\u06d3\s]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
