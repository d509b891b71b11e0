// A PDF page's text items (pdf.js) as lines in reading order (issue 37). Plain JavaScript: the
// reading worker (./extractWorker.mjs) loads it without the TypeScript loader.
//
// A PDF holds glyphs where they are drawn, not text. Chromium draws Arabic glyph by glyph (one
// pdf.js item per letter, spaces as their own items), LibreOffice and Word word by word, pdfkit a
// word per call; a line of an Arabic page stands right to left with its Latin words, e-mails and
// numbers left to right inside it; a two-column CV has two texts side by side on one baseline.
// So: items on one baseline make a row; items touching each other join without a space and a gap
// makes one; a gutter crossed by (almost) no row splits the page into columns, read one after the
// other; and each line is put back into logical order by reversing the bidirectional algorithm's
// runs (the same reversal that drew it), the page's own direction being the paragraphs'.

/** Arabic letters (not the Arabic comma, semicolon or digits: those are neutral or numbers). */
const arabicLetter =
  /[\u0621-\u064A\u066E-\u06D3\u06FA-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFC]/;
const arabicLetters = /[\u0621-\u064A\uFB50-\uFDFF\uFE70-\uFEFC]/g;
const latinLetter = /[A-Za-z\u00C0-\u024F]/;
const latinLetters = /[A-Za-z\u00C0-\u024F]/g;
const digit = /[0-9\u0660-\u0669\u06F0-\u06F9]/;
/** Harakat and other marks drawn on a letter: their own items in Chromium's PDFs. */
const marksOnly = /^[\u064B-\u065F\u0670\u06D6-\u06ED\u0300-\u036F]+$/;
// eslint-disable-next-line no-control-regex -- NULs are what Chromium writes for a mark's slot
const controlsOnly = /^[\u0000-\u001F]+$/;
const phoneChars = /^[\d\s+().\-/\u0660-\u0669\u06F0-\u06F9]+$/;

/** R (Arabic letters), L (Latin letters), EN (digits) or N (spaces, punctuation, symbols). */
function classOf(str) {
  if (arabicLetter.test(str)) return 'R';
  if (latinLetter.test(str)) return 'L';
  if (digit.test(str)) return 'EN';
  return 'N';
}

function boxOf(item) {
  const [a, b, , , x, y] = item.transform;
  const size = Math.hypot(a, b) || item.height || 10;
  return { str: item.str, x, y, right: x + (item.width || 0), size };
}

/**
 * Bidirectional levels of a line's tokens in visual order, then the runs reversed from the
 * highest level down: the reordering of the Unicode bidirectional algorithm (rule L2) is its own
 * inverse once the levels are known, and the levels follow from the tokens' types (rules W7, N1,
 * N2, I1, I2, simplified: numbers stay apart from neighbouring words unless a Latin word stands
 * right before them, as `Windows 10`).
 */
function reorder(tokens, rtl) {
  const n = tokens.length;
  const types = tokens.map((t) => t.cls);
  // W7: on a left-to-right line a number after a Latin word or at the start is left to right;
  // on a right-to-left line only one right after a Latin word (`Windows 10`): a number after
  // punctuation there stands apart (`email | 6543 987 100 20+` is a number drawn right to left).
  for (let i = 0; i < n; i += 1) {
    if (types[i] !== 'EN') continue;
    let j = i - 1;
    if (rtl) while (j >= 0 && tokens[j].str.trim() === '') j -= 1;
    else while (j >= 0 && types[j] !== 'L' && types[j] !== 'R') j -= 1;
    if ((j >= 0 && types[j] === 'L') || (!rtl && j < 0)) types[i] = 'L';
  }
  // N1, N2: neutrals between two runs of the same direction take it; otherwise the line's.
  const strong = (t) => (t === 'L' ? 'L' : 'R');
  const base = rtl ? 'R' : 'L';
  for (let i = 0; i < n;) {
    if (types[i] !== 'N') {
      i += 1;
      continue;
    }
    let end = i;
    while (end < n && types[end] === 'N') end += 1;
    const before = i > 0 ? strong(types[i - 1]) : base;
    const after = end < n ? strong(types[end]) : base;
    const resolved = before === after ? before : base;
    for (let k = i; k < end; k += 1) types[k] = resolved === 'L' ? 'NL' : 'NR';
    i = end;
  }
  const levels = types.map((t) => {
    if (rtl) return t === 'R' || t === 'NR' ? 1 : 2;
    if (t === 'L' || t === 'NL') return 0;
    return t === 'EN' ? 2 : 1;
  });
  const order = tokens.map((_, i) => i);
  const max = Math.max(0, ...levels);
  for (let level = max; level >= 1; level -= 1) {
    for (let i = 0; i < n;) {
      if (levels[order[i]] < level) {
        i += 1;
        continue;
      }
      let end = i;
      while (end < n && levels[order[end]] >= level) end += 1;
      const run = order.slice(i, end).reverse();
      order.splice(i, run.length, ...run);
      i = end;
    }
  }
  // Brackets of a right-to-left run were drawn mirrored: `(` stands where `)` reads.
  return order.map((i) =>
    levels[i] % 2 === 1 && /[()[\]{}<>]/.test(tokens[i].str)
      ? { ...tokens[i], str: tokens[i].str.replace(/[()[\]{}<>]/g, (c) => mirror[c]) }
      : tokens[i],
  );
}

const mirror = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<' };

/**
 * A phone number on a right-to-left line is either drawn in reading order (its author kept it
 * left to right, with a mark or a left-to-right span that a PDF does not keep) or drawn as the
 * bidirectional algorithm lays out bare digit groups (`6543 987 100 20+`). The order that reads
 * as a number (a leading `+`, `00` or `0`, never a trailing `+`) is kept as one token.
 */
function keepPhones(tokens) {
  const out = [];
  for (let i = 0; i < tokens.length;) {
    if (!phoneChars.test(tokens[i].str) || tokens[i].cls !== 'EN') {
      out.push(tokens[i]);
      i += 1;
      continue;
    }
    let start = i;
    // A leading `+` or `(` drawn before the digits belongs to them.
    while (start > 0 && out.length > 0 && /^[+(]$/.test(out[out.length - 1].str)) {
      start -= 1;
      out.pop();
    }
    let end = i;
    while (end < tokens.length && phoneChars.test(tokens[end].str)) end += 1;
    let last = end;
    while (last > start && tokens[last - 1].str.trim() === '') last -= 1;
    const run = tokens.slice(start, last);
    const digits = run
      .map((t) => t.str)
      .join('')
      .replace(/\D/g, '');
    const visual = run
      .map((t) => t.str)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    const logical = reorder(run, true)
      .map((t) => t.str)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    const score = (s) =>
      (/^\(?(\+|00)/.test(s) ? 2 : /^\(?0/.test(s) ? 1 : 0) - (/\+\)?$/.test(s) ? 2 : 0);
    if (digits.length >= 7 && score(visual) > score(logical)) {
      out.push({ str: visual, cls: 'L', x: run[0].x, right: run[run.length - 1].right });
    } else out.push(...run);
    out.push(...tokens.slice(last, end));
    i = end;
  }
  return out;
}

/** One line's boxes (visual order, left to right) as text in reading order. */
function lineText(boxes, rtl) {
  const tokens = [];
  let previous = null;
  for (const box of boxes) {
    if (previous) {
      const gap = box.x - previous.right;
      if (box.spaceBefore || gap > 0.15 * Math.min(box.size, previous.size)) {
        tokens.push({ str: ' ', cls: 'N' });
      }
    }
    tokens.push({ str: box.str, cls: classOf(box.str), x: box.x, right: box.right });
    previous = box;
  }
  const ordered = rtl ? reorder(keepPhones(tokens), true) : reorder(tokens, false);
  return ordered
    .map((t) => t.str)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * LibreOffice draws the dots of `fatma.hassan@example.com` on a right-to-left line apart from its
 * words, and pdf.js gives the words as one item with a space where a dot stands (or none): a
 * punctuation mark drawn inside a Latin item's span goes back where it stands, in place of the
 * space there.
 */
function interleave(row) {
  const inside = new Set();
  for (const box of row) {
    if (classOf(box.str) === 'R' || box.str.length < 3) continue;
    const within = row.filter(
      (o) =>
        o !== box &&
        !inside.has(o) &&
        o.str.length <= 2 &&
        classOf(o.str) === 'N' &&
        o.x > box.x &&
        o.right < box.right,
    );
    if (within.length === 0) continue;
    const perChar = (box.right - box.x) / box.str.length;
    const chars = [...box.str];
    // From the right, so that the places on the left stay where they are.
    for (const o of within.sort((a, b) => b.x - a.x)) {
      const at = Math.round((o.x - box.x) / perChar);
      // The letters' widths differ: the space it replaces may be a letter or two away.
      const space = [at, at - 1, at + 1, at - 2, at + 2].find((i) => chars[i] === ' ');
      if (space !== undefined) chars[space] = o.str;
      else chars.splice(at, 0, o.str);
      inside.add(o);
    }
    box.str = chars.join('');
  }
  return row.filter((box) => !inside.has(box));
}

/**
 * An item of Latin words or numbers drawn as one run (`6543 987 100 20` on a right-to-left line)
 * as one box per word, placed by its share of the letters: the runs of a right-to-left line are
 * reordered word by word. An Arabic item stays whole: pdf.js gives its letters in reading order
 * already.
 */
function wordsOf(box) {
  if (classOf(box.str) === 'R' || !/\S\s+\S/.test(box.str.trim())) {
    return [{ ...box, str: box.str.trim() }];
  }
  const perChar = (box.right - box.x) / box.str.length;
  const parts = [];
  for (const m of box.str.matchAll(/\S+/g)) {
    const x = box.x + m.index * perChar;
    parts.push({
      ...box,
      str: m[0],
      x,
      right: x + m[0].length * perChar,
      spaceBefore: parts.length > 0,
    });
  }
  return parts;
}

/** Rows of boxes on one baseline, top to bottom, each left to right. */
function rowsOf(boxes) {
  const rows = [];
  for (const box of [...boxes].sort((a, b) => b.y - a.y)) {
    const row = rows.find((r) => Math.abs(r.y - box.y) < 0.4 * Math.min(r.size, box.size));
    if (row) {
      row.boxes.push(box);
      row.size = Math.max(row.size, box.size);
    } else rows.push({ y: box.y, size: box.size, boxes: [box] });
  }
  for (const row of rows) {
    row.boxes = interleave(row.boxes)
      .flatMap(wordsOf)
      .sort((a, b) => a.x - b.x);
  }
  return rows.sort((a, b) => b.y - a.y);
}

/** Pieces of a row apart by more than a letter's width: cells, columns, tab stops. */
function segmentsOf(row) {
  const segments = [];
  let current = null;
  for (const box of row.boxes) {
    if (current && box.x - current.right < 0.8 * row.size) {
      current.boxes.push(box);
      current.right = Math.max(current.right, box.right);
    } else {
      current = { x: box.x, right: box.right, boxes: [box], row };
      segments.push(current);
    }
  }
  return segments.filter((s) => s.boxes.some((b) => b.str.trim() !== ''));
}

/**
 * The x of a gutter between two columns, or null: a band at least 4 pt wide (pieces of a row are apart by a letter or more) in the middle 60% of
 * the text that no piece of a row crosses (a few may: a name or a footer across the page), with
 * at least three pieces on each side, most of them on rows without a piece on the other side
 * (a table of labels and values has one on each side of every row: not columns).
 */
function gutterOf(segments) {
  if (segments.length < 8) return null;
  const minX = Math.min(...segments.map((s) => s.x));
  const maxX = Math.max(...segments.map((s) => s.right));
  const width = maxX - minX;
  const allowed = Math.max(2, Math.floor(segments.length * 0.1));
  let best = null;
  let band = null;
  for (let x = minX + width * 0.2; x <= maxX - width * 0.2; x += 1) {
    const crossing = segments.filter((s) => s.x < x && s.right > x).length;
    if (crossing <= allowed) {
      if (band && band.crossing === crossing && band.end === x - 1) band.end = x;
      else band = { start: x, end: x, crossing };
      if (
        !best ||
        band.crossing < best.crossing ||
        (band.crossing === best.crossing && band.end - band.start > best.end - best.start)
      ) {
        best = { ...band };
      }
    } else band = null;
  }
  if (!best || best.end - best.start < 4) return null;
  const gutter = (best.start + best.end) / 2;
  const left = segments.filter((s) => s.right <= gutter);
  const right = segments.filter((s) => s.x >= gutter);
  if (left.length < 3 || right.length < 3) return null;
  const rowsWith = (side) => new Set(side.map((s) => s.row));
  const leftRows = rowsWith(left);
  const rightRows = rowsWith(right);
  const both = [...leftRows].filter((r) => rightRows.has(r)).length;
  const either = new Set([...leftRows, ...rightRows]).size;
  // Dates at the far edge beside titles (a tab stop, a flex row) pair nearly every piece of the
  // smaller side with one on the other row by row: one text, not two columns.
  const smaller = Math.min(leftRows.size, rightRows.size);
  if (both / smaller > 0.8) return null;
  return both / either > 0.6 ? null : gutter;
}

/** The text of one page: lines in reading order, columns one after the other. */
export function pageText(items) {
  const boxes = items
    .filter((item) => typeof item.str === 'string' && item.str !== '')
    .map(boxOf)
    // Harakat (Chromium draws them as their own glyphs over a letter, with a NUL and a space of
    // no width beside them) would split a name into letters: the name is read without them.
    // Spaces come from the gaps between words (a space item may span other items).
    .filter((box) => !marksOnly.test(box.str) && !controlsOnly.test(box.str) && box.str.trim());
  const all = boxes.map((b) => b.str).join('');
  const rtlPage = (all.match(arabicLetters)?.length ?? 0) > (all.match(latinLetters)?.length ?? 0);
  const rtlLine = (lineBoxes) => {
    if (rtlPage) return true;
    const s = lineBoxes.map((b) => b.str).join('');
    return (s.match(arabicLetters)?.length ?? 0) > (s.match(latinLetters)?.length ?? 0);
  };
  const rows = rowsOf(boxes);
  const segments = rows.flatMap(segmentsOf);
  const gutter = gutterOf(segments);
  // Blocks of lines read one after the other: the page, or the columns of each band between
  // rows that cross the gutter (the first column is the left on a left-to-right page, the right
  // on a right-to-left one).
  const blocks = [];
  if (gutter === null) blocks.push(rows.map((row) => row.boxes));
  else {
    let first = [];
    let second = [];
    // The column with the largest letters (the name, at the top of a sidebar or of the main
    // column) is read first; when both are alike, the page's direction decides.
    const largest = (side) => Math.max(0, ...side.flat().map((b) => b.size));
    const flush = () => {
      const swap = largest(second) > largest(first) + 0.5;
      for (const block of swap ? [second, first] : [first, second]) {
        if (block.length > 0) blocks.push(block);
      }
      first = [];
      second = [];
    };
    for (const row of rows) {
      const pieces = segmentsOf(row);
      // A piece well into both sides spans the page (a centred name, a footer); one that only
      // touches the gutter (a long e-mail in a sidebar) belongs to the side of its middle.
      const margin = 2 * row.size;
      if (pieces.some((s) => s.x < gutter - margin && s.right > gutter + margin)) {
        flush();
        blocks.push([row.boxes]);
        continue;
      }
      const onLeft = (s) => (s.x + s.right) / 2 < gutter;
      const left = pieces.filter(onLeft).flatMap((s) => s.boxes);
      const right = pieces.filter((s) => !onLeft(s)).flatMap((s) => s.boxes);
      if (left.length > 0) (rtlPage ? second : first).push(left);
      if (right.length > 0) (rtlPage ? first : second).push(right);
    }
    flush();
  }
  return blocks.flatMap((block) => blockLines(block, rtlLine)).join('\n');
}

/** The width of the first word a line starts with (in its direction), to know if it wrapped. */
function firstWordWidth(lineBoxes, rtl) {
  const boxes = rtl ? [...lineBoxes].reverse() : lineBoxes;
  let width = 0;
  for (let i = 0; i < boxes.length; i += 1) {
    const box = boxes[i];
    width += box.right - box.x;
    const next = boxes[i + 1];
    if (!next || next.spaceBefore) break;
    const gap = rtl ? box.x - next.right : next.x - box.right;
    if (gap > 0.15 * box.size) break;
  }
  return width;
}

/**
 * A block's lines as text, a line the writer wrapped joined to the next: a name too long for a
 * sidebar (`Sarah` / `Mitchell`), a skill list or an e-mail broken at the column's edge. A line
 * wrapped when the next line's first word would not have fitted after it, the next line has the
 * same size, follows right below and starts at the same edge (not a bullet). The edge is known
 * only from the longest lines, so a word a little shorter than the room left still counts.
 */
function blockLines(block, rtlLine) {
  const lines = block
    .map((boxes) => {
      const rtl = rtlLine(boxes);
      return {
        text: lineText(boxes, rtl),
        rtl,
        x: Math.min(...boxes.map((b) => b.x)),
        right: Math.max(...boxes.map((b) => b.right)),
        y: boxes[0].y,
        size: Math.max(...boxes.map((b) => b.size)),
        first: firstWordWidth(boxes, rtl),
      };
    })
    .filter((line) => line.text !== '');
  if (lines.length === 0) return [];
  const sizes = lines.map((l) => l.size).sort((a, b) => a - b);
  const bodySize = sizes[Math.floor(sizes.length / 2)];
  const out = [];
  let previous = null;
  for (const line of lines) {
    // The column's edges, by the lines of this size (a large name may reach further).
    const alike = lines.filter((l) => Math.abs(l.size - line.size) < 0.5);
    const left = Math.min(...alike.map((l) => l.x));
    const right = Math.max(...alike.map((l) => l.right));
    const wrapped =
      previous &&
      // A short line (a label above its value) did not wrap, unless it is large: a name.
      (previous.right - previous.x > 0.6 * (right - left) || line.size > 1.4 * bodySize) &&
      previous.rtl === line.rtl &&
      Math.abs(previous.size - line.size) < 0.5 &&
      previous.y - line.y > 0 &&
      // Arabic fonts have taller lines (Noto Naskh: about 1.8 times the size).
      previous.y - line.y < (line.rtl ? 2 : 1.6) * line.size &&
      !/^[•·▪‣◦\-*–—]/.test(line.text) &&
      // A sentence, a dated entry (`2017 – حتى الآن`) or a label ends its line.
      !/[.)\]:!?؟\d]$/.test(previous.text) &&
      !/(19|20)\d{2}\s*[-–—]\s*\S+(\s\S+)?$/.test(previous.text) &&
      // A whole e-mail ends its line (a label may follow it in a sidebar).
      !(/@\S+\.[a-z]{2,}$/i.test(previous.text) && !/^[a-z0-9]/.test(line.text)) &&
      (line.rtl
        ? Math.abs(previous.right - line.right) < line.size &&
          previous.x - line.first - 1.3 * line.size < left
        : Math.abs(previous.x - line.x) < line.size &&
          previous.right + line.first + 1.3 * line.size > right);
    if (wrapped) {
      const last = out.length - 1;
      // An e-mail broken at the column's edge goes on without a space.
      const glue = /(@\S*|[@._-])$/.test(out[last]) && /^[a-z0-9._-]/.test(line.text) ? '' : ' ';
      // On a right-to-left line the dot before the e-mail's last part was put after it: its
      // direction came from the whole paragraph, not from this line alone.
      const text = glue === '' ? line.text.replace(/^([a-z]{2,})\.$/i, '.$1') : line.text;
      out[last] = `${out[last]}${glue}${text}`;
    } else out.push(line.text);
    previous = line;
  }
  return out;
}
