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
// `/ActualText` spans over whole words were tried first (decision 136) and are not used: poppler
// spreads the replacement text over the span's box left to right and reverses it again (a span
// of one letter, below, keeps its place).
//
// The font given must draw only through this helper: pdfkit's own doc.text() positions the next
// glyph from the declared width, which is widened here. drawBidiLine lays out a whole line that
// mixes directions (the Unicode bidirectional algorithm, bidi-js) and writes its runs in reading
// order too, a left-to-right run of such a line glyph by glyph as well, in its own widths.
//
// pdfjs' text content (what Firefox copies and searches) kept the words of a line in reading
// order whole but joined them without their spaces: it keeps a space glyph only as "pending" and
// writes it if the next glyph starts to the right of where the previous one ended (its origin
// plus its declared width); a line in reading order steps left at every word. So the last letter
// of a word that a right-to-left space follows is written through a second font dictionary of
// the same embedded font (a CIDToGIDMap aliases its codes to the same glyphs) that declares it a
// negative width, per occurrence: for pdfjs the letter then ends left of the next word, which is
// a step forward, and the pending space is written (decision 283). poppler would read that width
// as the letter's box, so the letter, its marks and the space glyph are one marked-content span
// whose /ActualText is the letter with its marks: poppler places the replacement text over the
// span's box, from the letter's origin to the end of the space glyph, which is drawn (blank) on
// the letter with the letter's width. MuPDF, pdfminer and the tag tree read the glyphs in the
// order written. The page looks the same: the same glyphs at the same places.
import bidiFactory from 'bidi-js';

/** A PDF object of pdfkit's (PDFReference, not in @types/pdfkit). */
interface PdfObject {
  data: Record<string, unknown>;
  end(chunk?: string | Uint8Array): void;
}

/** What this helper reads of pdfkit's font object (not in @types/pdfkit). */
interface EmbeddedFont {
  id: string;
  ascender: number;
  /** The /W array: declared width per glyph id, in thousandths of the em. */
  widths: Array<number | undefined>;
  /** The text of each glyph id (its ToUnicode entry). */
  unicode: Array<number[] | undefined>;
  /** A CFF font has no CIDToGIDMap (its glyphs are not aliased). */
  subset: { cff?: unknown };
  dictionary?: PdfObject;
  encode(text: string, features?: Record<string, boolean>): [string[], GlyphPosition[]];
  ref(): PdfObject;
  embed(): void;
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
  ref(data?: Record<string, unknown>): PdfObject;
}

/** Declared width added to a letter (thousandths of the em): closes the font's kerning gaps. */
const LETTER_OVERLAP = 130;
/** Declared width of a mark, which draws no advance: it covers the letter it sits on. */
const MARK_WIDTH = 300;
/**
 * How far (thousandths of the em) pdfjs must see the next word start to the right of where the
 * word's last letter ends: it writes a pending space from 0.2 em on after a glyph of negative
 * width (pdfjs-dist 5.6, compareWithLastPosition); the rest is room for rounding.
 */
const SPACE_STEP = 220;
/** A letter of a right-to-left script (Hebrew, Arabic and their presentation forms). */
const rtlLetter = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

const number = (n: number) => (Math.round(n * 1000) / 1000).toString();
const hex4 = (n: number) => n.toString(16).padStart(4, '0');
const utf16 = (codePoints: readonly number[]) =>
  Buffer.from(String.fromCodePoint(...codePoints), 'utf16le')
    .swap16()
    .toString('hex');

/**
 * The second dictionary of one embedded font: its codes are aliases of the font's glyphs, each
 * with a width of its own (the same glyph may need several), written when pdfkit embeds the font.
 */
interface AliasFont {
  id: string;
  object: PdfObject;
  glyphs: Array<{ gid: number; width: number }>;
  codes: Map<string, number>;
}

const aliasFonts = new WeakMap<EmbeddedFont, AliasFont>();

function aliasFontOf(internals: DocumentInternals, font: EmbeddedFont): AliasFont {
  const existing = aliasFonts.get(font);
  if (existing) return existing;
  const alias: AliasFont = {
    id: `${font.id}A`,
    object: internals.ref(),
    glyphs: [],
    codes: new Map(),
  };
  aliasFonts.set(font, alias);
  // pdfkit embeds a font at the end only if its dictionary was asked for; the alias is written
  // then (and pdfkit waits for it), even when every glyph of the font went through the alias.
  font.ref();
  const embed = font.embed.bind(font);
  font.embed = () => {
    embed();
    const main = font.dictionary?.data ?? {};
    const descendant = (main.DescendantFonts as PdfObject[] | undefined)?.[0]?.data ?? {};
    // Code 0 stays .notdef; code n is alias.glyphs[n - 1].
    const map = new Uint8Array(2 * (alias.glyphs.length + 1));
    alias.glyphs.forEach(({ gid }, i) => {
      map[2 * (i + 1)] = gid >> 8;
      map[2 * (i + 1) + 1] = gid & 0xff;
    });
    const cidToGid = internals.ref();
    cidToGid.end(map);
    const cidFont = internals.ref({
      ...descendant,
      W: [1, alias.glyphs.map((g) => g.width)],
      CIDToGIDMap: cidToGid,
    });
    cidFont.end();
    const entries = alias.glyphs.map(
      ({ gid }, i) => `<${hex4(i + 1)}> <${utf16(font.unicode[gid] ?? [0xfffd])}>`,
    );
    const blocks: string[] = [];
    for (let i = 0; i < entries.length; i += 100) {
      const block = entries.slice(i, i + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
    }
    const toUnicode = internals.ref();
    toUnicode.end(
      [
        '/CIDInit /ProcSet findresource begin',
        '12 dict begin',
        'begincmap',
        '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
        '/CMapName /Adobe-Identity-UCS def',
        '/CMapType 2 def',
        '1 begincodespacerange',
        '<0000><ffff>',
        'endcodespacerange',
        ...blocks,
        'endcmap',
        'CMapName currentdict /CMap defineresource pop',
        'end',
        'end',
      ].join('\n'),
    );
    alias.object.data = {
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: main.BaseFont,
      Encoding: 'Identity-H',
      DescendantFonts: [cidFont],
      ToUnicode: toUnicode,
    };
    alias.object.end();
  };
  return alias;
}

/** The alias code of a glyph with the given declared width (thousandths of the em). */
function aliasCode(
  internals: DocumentInternals,
  font: EmbeddedFont,
  gid: number,
  width: number,
): { fontId: string; code: string } {
  const alias = aliasFontOf(internals, font);
  internals.page.fonts[alias.id] ??= alias.object;
  const key = `${gid}:${width}`;
  let code = alias.codes.get(key);
  if (code === undefined) {
    alias.glyphs.push({ gid, width });
    code = alias.glyphs.length;
    alias.codes.set(key, code);
  }
  return { fontId: alias.id, code: hex4(code) };
}

/** One glyph of a line, placed: pen position (x) and baseline (y) in PDF space. */
interface PlacedGlyph {
  font: EmbeddedFont;
  size: number;
  gid: number;
  x: number;
  y: number;
  /** The width the PDF declares for this occurrence, in thousandths of the em. */
  declared: number;
  mark: boolean;
  space: boolean;
}

/**
 * The glyphs of one run in the document's current font and size, its left edge at x and its top
 * at y (as doc.text places text), in reading order: a right-to-left run (odd level) is shaped
 * whole by fontkit, which lays it out left to right, and read from its right end, marks after
 * their letter. The widths this font declares are widened for letters of a right-to-left script,
 * which only this helper draws (decision 187): extractors then keep a word whole.
 */
function placeRun(internals: DocumentInternals, text: string, x: number, y: number, rtl: boolean) {
  const font = internals._font;
  const size = internals._fontSize;
  // With features given, pdfkit shapes the run whole (without, it shapes word by word and joins
  // the words in reading order, each of them in visual order); none are added.
  const [codes, positions] = font.encode(text, {});
  const widen = rtlLetter.test(text);
  const scale = size / 1000;
  // The same transformation pdfkit's text() uses: PDF space has its origin at the bottom left.
  const baseline = internals.page.height - y - (font.ascender / 1000) * size;
  const placed: PlacedGlyph[] = [];
  let pen = x;
  for (const [i, code] of codes.entries()) {
    const position = positions[i];
    if (!position) continue;
    const gid = Number.parseInt(code, 16);
    const mark = position.xAdvance === 0;
    const declared = !widen
      ? (font.widths[gid] ?? position.xAdvance)
      : mark
        ? MARK_WIDTH
        : position.xAdvance + LETTER_OVERLAP;
    if (widen) font.widths[gid] = Math.max(font.widths[gid] ?? 0, declared);
    const unicode = font.unicode[gid];
    placed.push({
      font,
      size,
      gid,
      x: pen + position.xOffset * scale,
      y: baseline + position.yOffset * scale,
      declared,
      mark,
      space: unicode?.length === 1 && unicode[0] === 0x20,
    });
    pen += position.xAdvance * scale;
  }
  return rtl ? placed.reverse() : placed;
}

/**
 * Writes the glyphs of one line in reading order, each at its place. The last letter of a word
 * that a space follows, where the next word lies to its left, is written as this module's header
 * says: alias of negative width, inside a span with its marks and the space glyph.
 */
function writeLine(doc: PDFKit.PDFDocument, internals: DocumentInternals, line: PlacedGlyph[]) {
  let current = '';
  const use = (fontId: string, size: number) => {
    const key = `/${fontId} ${number(size)} Tf`;
    if (key !== current) doc.addContent(key);
    current = key;
  };
  const show = (fontId: string, size: number, x: number, y: number, code: string) => {
    use(fontId, size);
    doc.addContent(`1 0 0 1 ${number(x)} ${number(y)} Tm <${code}> Tj`);
  };
  const plain = (g: PlacedGlyph) => {
    internals.page.fonts[g.font.id] ??= g.font.ref();
    show(g.font.id, g.size, g.x, g.y, hex4(g.gid));
  };

  doc.save();
  doc.transform(1, 0, 0, -1, 0, internals.page.height);
  doc.addContent('BT');
  for (let k = 0; k < line.length; k++) {
    const letter = line[k];
    if (!letter) continue;
    let m = k + 1;
    while (line[m]?.mark) m++;
    const space = line[m];
    const next = line[m + 1];
    const aliased =
      !letter.mark &&
      !letter.space &&
      space?.space === true &&
      next !== undefined &&
      !next.space &&
      next.x < letter.x &&
      letter.font.subset.cff == null &&
      space.font.subset.cff == null;
    if (!aliased) {
      plain(letter);
      continue;
    }
    // How far left the letter must end for pdfjs (see SPACE_STEP), in steps of 10 so that
    // occurrences share codes.
    const back = Math.ceil((((letter.x - next.x) * 1000) / letter.size + SPACE_STEP) / 10) * 10;
    const marks = line.slice(k + 1, m);
    const text = [letter, ...marks].flatMap((g) => g.font.unicode[g.gid] ?? []);
    doc.addContent(`/Span <</ActualText <feff${utf16(text)}>>> BDC`);
    const aliasLetter = aliasCode(internals, letter.font, letter.gid, -back);
    show(aliasLetter.fontId, letter.size, letter.x, letter.y, aliasLetter.code);
    for (const mark of marks) plain(mark);
    // The space glyph draws nothing: on the letter, with the letter's width, it closes the span
    // where the letter's box ends.
    const aliasSpace = aliasCode(internals, space.font, space.gid, letter.declared);
    show(aliasSpace.fontId, space.size, letter.x, letter.y, aliasSpace.code);
    doc.addContent('EMC');
    k = m;
  }
  doc.addContent('ET');
  doc.restore();
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
 * to right, written in reading order, glyph by glyph when the line holds right-to-left text (a
 * line without any stays pdfkit's text()). `font` selects the font and size of a run (fonts for
 * right-to-left text draw through this helper only). Returns the line's width.
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
  if (placed.every(({ run }) => run.level % 2 === 0)) {
    for (const { run, at } of placed) {
      options.font(run.text);
      doc.text(run.text, at, options.y, { lineBreak: false });
    }
    return x - options.x;
  }
  const internals = doc as unknown as DocumentInternals;
  const glyphs = placed.flatMap(({ run, at }) => {
    options.font(run.text);
    return placeRun(internals, run.text, at, options.y, run.level % 2 === 1);
  });
  writeLine(doc, internals, glyphs);
  return x - options.x;
}
