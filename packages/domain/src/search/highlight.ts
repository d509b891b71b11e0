// decisions.md 13 (issue 21): the matched words of a search result, shown marked in its card. The
// database says which lexemes of the candidate's vector the query matched (its stemming decides:
// "analyst" for "analysts", "محلل" for "المحللين"); these functions find the words they stand
// for in the text as the candidate wrote it, and split a snippet into plain and marked pieces
// that the web app renders as text nodes (never as HTML).
import { normalizeSearchText } from './normalize';

const wordPattern = /[\p{L}\p{N}\p{M}]+/gu;

/** How many parts of the profile a snippet shows at most, and how long a part may be. */
export const snippetMaxParts = 3;
export const snippetPartMaxLength = 80;

const arabicLetter = /[\u0600-\u06FF]/;

// The words of profiles recur from result to result: each is normalized once per process (pure),
// until the cache holds normalizedMax words and starts again.
const normalized = new Map<string, string>();
const normalizedMax = 50_000;

function normalizedWord(word: string): string {
  let normal = normalized.get(word);
  if (normal === undefined) {
    normal = normalizeSearchText(word);
    if (normalized.size >= normalizedMax) normalized.clear();
    normalized.set(word, normal);
  }
  return normal;
}

/**
 * Whether a word (as written) stands for one of the matched lexemes: its normalized form is the
 * lexeme, or begins with it (an English stem: "engin" of "engineering"), or, for Arabic, holds it
 * (a stem without its article or suffixes: "محلل" in "المحللين"). Lexemes under three letters
 * count only whole.
 */
export function standsFor(word: string, lexemes: readonly string[]): boolean {
  const normal = normalizedWord(word);
  return lexemes.some(
    (lexeme) =>
      normal === lexeme ||
      (lexeme.length >= 3 &&
        (normal.startsWith(lexeme) || (arabicLetter.test(lexeme) && normal.includes(lexeme)))),
  );
}

/**
 * The words of `parts` (name, job titles, skills, descriptions: in that order) that stand for a
 * matched lexeme, and a snippet of the parts that hold them, joined by " · ".
 */
export function highlightOf(
  parts: readonly string[],
  lexemes: readonly string[],
): { words: string[]; snippet: string } {
  const words: string[] = [];
  const shown: string[] = [];
  // A profile repeats its words (descriptions): each distinct word is looked at once.
  const seen = new Map<string, boolean>();
  const matches = (word: string) => {
    let known = seen.get(word);
    if (known === undefined) {
      known = standsFor(word, lexemes);
      seen.set(word, known);
    }
    return known;
  };
  for (const part of parts) {
    // A word stands for a lexeme only if its normalized form holds it, so a part whose
    // normalized text holds no lexeme has no matching word: most descriptions are passed over
    // without splitting them into words (issue 21, decision 171).
    if (!mayHoldAny(part, lexemes)) continue;
    let first = -1;
    for (const m of part.matchAll(wordPattern)) {
      if (!matches(m[0])) continue;
      if (!words.includes(m[0])) words.push(m[0]);
      if (first < 0) first = m.index;
    }
    if (first < 0 || shown.length >= snippetMaxParts) continue;
    const text = clip(part.trim(), first);
    if (!shown.includes(text)) shown.push(text);
  }
  return { words, snippet: shown.join(' · ') };
}

/**
 * Whether some word of `part` may stand for one of `lexemes`: false only when none can. The
 * normalization maps character by character, so a word's normalized form is a piece of the part's,
 * except for the Greek capital sigma, whose lower case depends on the letters around it: a part
 * holding one is always split into words.
 */
export function mayHoldAny(part: string, lexemes: readonly string[]): boolean {
  if (part.includes('\u03A3')) return true;
  const normal = normalizeSearchText(part);
  return lexemes.some((lexeme) => normal.includes(lexeme));
}

/** A long part cut around its first match, with an ellipsis where it was cut. */
function clip(part: string, at: number): string {
  if (part.length <= snippetPartMaxLength) return part;
  const start = Math.max(0, Math.min(at - 20, part.length - snippetPartMaxLength));
  const end = start + snippetPartMaxLength;
  return `${start > 0 ? '…' : ''}${part.slice(start, end).trim()}${end < part.length ? '…' : ''}`;
}

/** A snippet as pieces in order, marked where a word is one of `words` (compared normalized). */
export function highlightSegments(
  text: string,
  words: readonly string[],
): { text: string; match: boolean }[] {
  const wanted = new Set(words.map(normalizeSearchText));
  const segments: { text: string; match: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(wordPattern)) {
    if (!wanted.has(normalizeSearchText(m[0]))) continue;
    if (m.index > last) segments.push({ text: text.slice(last, m.index), match: false });
    segments.push({ text: m[0], match: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}
