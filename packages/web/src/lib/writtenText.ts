// Issue 37: a text a person wrote (a kit attribute, an applicant's name, a posting title) is in its
// own language, whatever the page's: an English attribute on an Arabic scorecard reads left to right
// and a screen reader pronounces it as English. `lang` and `dir` come from the domain's one rule
// (the script of its first letter); inside a sentence of the page's language, `isolated` wraps the
// value in FSI...PDI, so the punctuation around it stays on its side.
import { directionOf, languageOfText, type Language } from '@talentpool/domain/plain/language';

export function writtenTextProps(text: string, pageLang: Language) {
  const lang = languageOfText(text, pageLang);
  return { lang, dir: directionOf(lang) };
}

/** A name inside a sentence, isolated so an Arabic name in English (or the reverse) reads right. */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
