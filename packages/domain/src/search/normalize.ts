// decisions.md 13 (candidate search, free text): the one Arabic normalization of search, applied
// to what is indexed and to what is searched, so "احمد" finds "أحمد". The database mirrors
// arabicFoldingPairs and arabicDroppedCharacters in the immutable SQL function search_normalize
// (migration 0013); a test holds the two equal on a list of words (searchNormalizeSql.test.ts).

/** Letters folded into one: hamza forms of alef → bare alef, alef maqsura → ya, ta marbuta → ha. */
export const arabicFoldingPairs: readonly (readonly [string, string])[] = [
  ['\u0623', '\u0627'], // أ → ا
  ['\u0625', '\u0627'], // إ → ا
  ['\u0622', '\u0627'], // آ → ا
  ['\u0671', '\u0627'], // ٱ (wasla) → ا
  ['\u0649', '\u064A'], // ى → ي
  ['\u0629', '\u0647'], // ة → ه
];

/**
 * Characters dropped: the diacritics (harakat, tanwin, shadda, sukun and the other combining
 * marks U+064B..U+065F, the superscript alef U+0670) and the tatweel U+0640.
 */
export const arabicDroppedCharacters: readonly string[] = [
  ...Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) => String.fromCharCode(0x064b + i)),
  '\u0670',
  '\u0640',
];

const folding = new Map(arabicFoldingPairs.map(([from, to]) => [from, to]));
const dropped = new Set(arabicDroppedCharacters);
const touched = new RegExp(`[${[...folding.keys(), ...dropped].join('')}]`, 'gu');

/** Arabic letters folded and diacritics/tatweel dropped; every other character is kept as is. */
export function normalizeArabic(text: string): string {
  return text.replace(touched, (c) => folding.get(c) ?? '');
}

/** What search compares: lower case (JavaScript's case mapping) and normalizeArabic. */
export function normalizeSearchText(text: string): string {
  return normalizeArabic(text.toLowerCase());
}

/**
 * The same in SQL's translate(text, from, to): the folded letters map one to one, the dropped
 * characters (beyond the end of `to`) are removed.
 */
export function searchNormalizeTranslateArgs(): { from: string; to: string } {
  return {
    from: arabicFoldingPairs.map(([f]) => f).join('') + arabicDroppedCharacters.join(''),
    to: arabicFoldingPairs.map(([, t]) => t).join(''),
  };
}
