// decisions.md section 9: English and Arabic; Arabic renders right to left.
import { z } from 'zod';

export const languages = ['en', 'ar'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
export const defaultLanguage: Language = 'en';

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
    const parsed = languageSchema.safeParse(tag);
    if (parsed.success) return parsed.data;
  }
  return defaultLanguage;
}
