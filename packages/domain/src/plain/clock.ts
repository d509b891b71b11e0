// Issue 46 (decision 254): one clock and one way of writing dates per language, the same on the
// screens and in the mails. Both languages use the 24-hour clock ("14:30", as the interview
// screens always did; Arabic mails said "02:30 م" while the screens said "14:30"). Dates name the
// month ("1 December 2026", "1 ديسمبر 2026"), Western digits in both (intlLocaleOf). Inside Arabic
// text the list separator is the Arabic comma and a time zone is named in Arabic with its offset
// ("توقيت شرق أوروبا، غرينتش+2"), never "Africa/Cairo". No zod: the first screen may import it.
import { intlLocaleOf, type Language } from './language';

/** The clock of every time of day shown or mailed: 24-hour, in both languages. */
export const hourCycle = 'h23' as const;

/** What separates the items of a list inside a sentence. */
export function listSeparatorOf(lang: Language): string {
  return lang === 'ar' ? '، ' : ', ';
}

/**
 * A time zone as a reader of the language names it: the IANA name in English (what calendars
 * show), its Arabic name and offset in Arabic, at `at` (the offset may change with the season).
 */
export function timeZoneLabel(timeZone: string, lang: Language, at: Date = new Date()): string {
  if (lang !== 'ar') return timeZone;
  const part = (style: 'longGeneric' | 'shortOffset') =>
    new Intl.DateTimeFormat(intlLocaleOf(lang), { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  const name = part('longGeneric');
  const offset = part('shortOffset');
  return name && name !== offset ? `${name}${listSeparatorOf(lang)}${offset}` : offset;
}
