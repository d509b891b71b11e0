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
