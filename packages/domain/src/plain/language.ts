// decisions.md section 9: English and Arabic; Arabic renders right to left. The zod-free half of
// language.ts (which re-exports all of this and adds the schema): the web app's entry chunk
// imports from here, so the landing page does not download zod (docs/decisions/099).
export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function directionOf(lang: Language): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

const firstStrongLetter = /[\p{Script=Arabic}\p{Script=Latin}]/u;
const arabicLetter = /\p{Script=Arabic}/u;

/**
 * The language a text a person wrote is in, for its `lang` and `dir` (issue 37: an English kit
 * attribute on an Arabic page, an Arabic name in an English one): the script of its first letter,
 * as `dir="auto"` reads it; `fallback` for a text without letters.
 */
export function languageOfText(text: string, fallback: Language): Language {
  const first = firstStrongLetter.exec(text)?.[0];
  if (!first) return fallback;
  return arabicLetter.test(first) ? 'ar' : 'en';
}

/**
 * The Intl locale of a language (issue 9: numbers and dates per locale). Arabic keeps Latin
 * digits, CLDR's default for 'ar' and the digits people type into the forms, named explicitly so
 * an ICU update cannot switch them; English writes dates day-month-year (docs/decisions/071).
 */
export function intlLocaleOf(lang: Language): string {
  return lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB';
}

/** Picks a supported language from an Accept-Language header or a stored value. */
export function pickLanguage(header: string | null | undefined): Language {
  if (!header) return defaultLanguage;
  for (const part of header.split(',')) {
    const tag = part.trim().split(';')[0]?.toLowerCase().split('-')[0];
    if (isLanguage(tag)) return tag;
  }
  return defaultLanguage;
}
