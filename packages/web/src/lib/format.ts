// Issue 9: numbers and dates as a reader of the page's language writes them, through Intl
// (docs/decisions/071-numbers-and-dates.md). Every function takes the language, defaulting to the
// page's current one.
// The zod-free language helpers: the landing pages format numbers too (decision 099).
import { intlLocaleOf, isLanguage, type Language } from '@talentpool/domain/plain/language';
import { hourCycle } from '@talentpool/domain/plain/clock';
import i18n, { currentLanguage } from './i18n';

export function formatNumber(value: number, lang: Language = currentLanguage()): string {
  return new Intl.NumberFormat(intlLocaleOf(lang)).format(value);
}

/** A score or share given from 0 to 100, written as a whole percentage (50%, or 50‎%‎ in Arabic). */
export function formatPercent(value: number, lang: Language = currentLanguage()): string {
  return new Intl.NumberFormat(intlLocaleOf(lang), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(value / 100);
}

// The month by name: an all-numeric Arabic date (05/03/2026) reads ambiguously in right-to-left text.
const dayMonthYear: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};

/** A moment (ISO text or Date) as a date: 5 Mar 2024, or 5 مارس 2024. */
export function formatDate(value: string | Date, lang: Language = currentLanguage()): string {
  return new Intl.DateTimeFormat(intlLocaleOf(lang), dayMonthYear).format(new Date(value));
}

/**
 * A calendar day given as YYYY-MM-DD (a report's range): 5 Mar 2024, or 5 مارس 2024, the day as
 * given, never shifted by the browser's time zone. Text that is not a day is shown as it is.
 */
export function formatDay(day: string, lang: Language = currentLanguage()): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return new Intl.DateTimeFormat(intlLocaleOf(lang), { ...dayMonthYear, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * The twelve months' names in the language (January... / يناير...), for a date chosen by parts
 * (the reports' range, decision 161): the month by name, as the dates above show it.
 */
export function monthNames(lang: Language = currentLanguage()): string[] {
  const format = new Intl.DateTimeFormat(intlLocaleOf(lang), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
}

/** A moment as date and time of day. */
export function formatDateTime(value: string | Date, lang: Language = currentLanguage()): string {
  return new Intl.DateTimeFormat(intlLocaleOf(lang), {
    ...dayMonthYear,
    hour: '2-digit',
    minute: '2-digit',
    // Decision 254: the 24-hour clock in both languages, as the mails write it.
    hourCycle,
  }).format(new Date(value));
}

/**
 * Issue 46: a moment as a full date and time of day in a given time zone (an interview as the
 * company set it), with the 24-hour clock of decision 254.
 */
export function formatDateTimeIn(
  value: string | Date,
  timeZone: string,
  lang: Language = currentLanguage(),
): string {
  return new Intl.DateTimeFormat(intlLocaleOf(lang), {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle,
    timeZone,
  }).format(new Date(value));
}

/**
 * A calendar date of a profile (birth, start and end dates). The spec shows these from their
 * first 10 characters, day-month-year: the calendar day as stored, never shifted by a time zone.
 * English keeps the spec's 05-03-2024; Arabic names the month (5 مارس 2024), because numbers
 * joined by dashes read in the wrong order inside right-to-left text. Text that is not a date is
 * shown as it is.
 */
export function formatCalendarDate(
  value: string | null | undefined,
  lang: Language = currentLanguage(),
): string {
  const day = (value ?? '').slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  if (lang === 'en') return `${date}-${month}-${year}`;
  return new Intl.DateTimeFormat(intlLocaleOf(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * i18next's `{{count, number}}` inside a translated sentence ("Page 2 of 6", "3 candidates"):
 * formatted by the same Intl locale as formatNumber, so Arabic keeps the Western digits decision
 * 071 fixed, whatever the browser's default numbering for `ar` becomes. Plural forms are still
 * chosen by i18next from the raw `count`. Registered when this module loads (every page that
 * shows a number imports it); until then i18next's built-in `number` format gives the same text.
 */
export function registerNumberFormat(instance: typeof i18n = i18n): void {
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined) => {
    const number = typeof value === 'number' ? value : Number(value);
    if (Number.isNaN(number)) return String(value);
    return formatNumber(number, isLanguage(lng) ? lng : currentLanguage());
  });
}
registerNumberFormat();
