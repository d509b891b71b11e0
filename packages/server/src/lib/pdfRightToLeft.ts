// decisions.md 17 (issue 39): right-to-left text in a PDF stored in logical order, for every PDF
// the server writes (the ISI report today, offers next). pdfkit shapes a right-to-left run with
// fontkit and writes its glyphs in visual order (left to right), so a reader of the content
// stream (pdfminer, mutool, the tag tree a screen reader walks) met "ةيركفلا" for "الفكرية", and
// poppler's pdftotext split words where the font's cursive kerning or a mark left a gap.
//
// Here a run is shaped exactly as pdfkit shapes it (the same glyphs at the same places: the page
// looks the same), but each glyph is written with its own position, in reading order. The glyph
// widths the PDF declares for this font (its /W array, which only text extractors read once
// every glyph has its own position) are widened so that neighbouring letters touch and marks
// cover their letter: extractors then keep a word whole instead of seeing a space inside it.
// `/ActualText` spans were tried first (decision 136) and are not used: poppler spreads the
// replacement text over the span's box left to right and reverses it again.
//
// The font given must draw only through this helper: pdfkit's own doc.text() positions the next
// glyph from the declared width, which is widened here. drawBidiLine lays out a whole line that
// mixes directions (the Unicode bidirectional algorithm, bidi-js) and writes its runs in reading
// order too.
//
// pdfjs' text content still joins right-to-left words without their spaces: it infers a space
// only from a step to the right after a word, and a line in reading order steps left (decision
// 210). So a PDF drawn with this helper gives each structure element its text as written
// (`doc.struct(tag, { actual: text })`), which pdfjs' structure tree and other tag readers use.
import bidiFactory from 'bidi-js';
/** What this helper reads of pdfkit's font object (not in @types/pdfkit). */
interface EmbeddedFont {
  id: string;
  ascender: number;
  /** The /W array: declared width per glyph id, in thousandths of the em. */
  widths: Array<number | undefined>;
  encode(text: string, features?: Record<string, boolean>): [string[], GlyphPosition[]];
  ref(): unknown;
}

interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

/** pdfkit's document with the internals this helper uses. */
interface DocumentInternals {
  _font: EmbeddedFont;
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
}

/** Declared width added to a letter (thousandths of the em): closes the font's kerning gaps. */
const LETTER_OVERLAP = 130;
/** Declared width of a mark, which draws no advance: it covers the letter it sits on. */
const MARK_WIDTH = 300;

const number = (n: number) => (Math.round(n * 1000) / 1000).toString();

/**
 * Draws one right-to-left run (a single bidi level: Arabic letters, spaces, neutral punctuation)
 * in the document's current font, size and fill colour, its left edge at x and its top at y (as
 * doc.text places text), and returns its width.
 */
export function drawRightToLeftRun(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
): number {
  const internals = doc as unknown as DocumentInternals;
  const font = internals._font;
  const size = internals._fontSize;
  // With features given, pdfkit shapes the run whole (without, it shapes word by word and joins
  // the words in reading order, each of them in visual order); none are added.
  const [glyphs, positions] = font.encode(text, {});
  const scale = size / 1000;
  // Where each glyph's pen position is, left to right (fontkit lays a right-to-left run out in
  // visual order).
  const penX: number[] = [];
  let pen = x;
  for (const position of positions) {
    penX.push(pen);
    pen += position.xAdvance * scale;
  }
  for (const [i, glyph] of glyphs.entries()) {
    const position = positions[i];
    if (!position) continue;
    const id = Number.parseInt(glyph, 16);
    const declared = position.xAdvance === 0 ? MARK_WIDTH : position.xAdvance + LETTER_OVERLAP;
    font.widths[id] = Math.max(font.widths[id] ?? 0, declared);
  }

  // The same transformation pdfkit's text() uses: PDF space has its origin at the bottom left.
  const baseline = internals.page.height - y - (font.ascender / 1000) * size;
  internals.page.fonts[font.id] ??= font.ref();
  doc.save();
  doc.transform(1, 0, 0, -1, 0, internals.page.height);
  doc.addContent('BT');
  doc.addContent(`/${font.id} ${number(size)} Tf`);
  // Reading order is the reverse of the visual order, marks after their letter.
  for (let i = glyphs.length - 1; i >= 0; i--) {
    const position = positions[i];
    const glyph = glyphs[i];
    const left = penX[i];
    if (!position || glyph === undefined || left === undefined) continue;
    const gx = left + position.xOffset * scale;
    const gy = baseline + position.yOffset * scale;
    doc.addContent(`1 0 0 1 ${number(gx)} ${number(gy)} Tm <${glyph}> Tj`);
  }
  doc.addContent('ET');
  doc.restore();
  return pen - x;
}

const bidi = bidiFactory();

export interface Run {
  text: string;
  level: number;
  /** Where the run starts in the line as written (its reading order among the runs). */
  start: number;
}

/** The directional runs of one line, in visual order from left to right (UAX #9, rule L2). */
export function visualRuns(line: string, rtl: boolean): Run[] {
  const { levels } = bidi.getEmbeddingLevels(line, rtl ? 'rtl' : 'ltr');
  const runs: Run[] = [];
  for (let i = 0; i < line.length; i++) {
    const level = levels[i] ?? 0;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.text += line[i];
    else runs.push({ text: line[i] ?? '', level, start: i });
  }
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length;) {
      if ((runs[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && (runs[j]?.level ?? 0) >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  return runs;
}

/**
 * Draws one line that may mix directions, its left edge at x and its top at y: runs placed left
 * to right, written in reading order (a right-to-left run through drawRightToLeftRun). `font`
 * selects the font and size of a run (fonts for right-to-left text draw through this helper only).
 * Returns the line's width.
 */
export function drawBidiLine(
  doc: PDFKit.PDFDocument,
  line: string,
  options: { x: number; y: number; rtl: boolean; font: (text: string) => unknown },
): number {
  let x = options.x;
  const placed = visualRuns(line, options.rtl).map((run) => {
    options.font(run.text);
    const at = x;
    x += doc.widthOfString(run.text);
    return { run, at };
  });
  placed.sort((a, b) => a.run.start - b.run.start);
  for (const { run, at } of placed) {
    options.font(run.text);
    if (run.level % 2 === 1) drawRightToLeftRun(doc, run.text, at, options.y);
    else doc.text(run.text, at, options.y, { lineBreak: false });
  }
  return x - options.x;
}
