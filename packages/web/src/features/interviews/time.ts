// Decision 120: an interview's time is stored as an instant (UTC) with the IANA zone it was set
// in. Every conversion goes through Intl, which knows each zone's daylight-saving rules: a wall
// time in a zone becomes an instant by asking Intl for the zone's offset at that moment (twice,
// so a date across a clock change gets the offset of its own side), never by adding hours by hand.
import { intlLocaleOf, type Language } from '@talentpool/domain/plain/language';

/** The viewer's own zone (the browser's), UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone the browser knows (the searchable list), with UTC and the browser's own. */
export function timeZoneNames(): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', browserTimeZone()])].sort();
}

export function isTimeZone(name: string): boolean {
  if (!name.trim()) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC in minutes at an instant (Cairo in summer: 180). */
export function offsetMinutesAt(instant: number, timeZone: string): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(part ?? '');
  if (!match) return 0; // "GMT": UTC itself
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
}

/** The date and time of day an instant shows on the clocks of a zone. */
export function wallTimeOf(instant: string | number | Date, timeZone: string): WallTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
  };
}

export type InstantResult =
  { ok: true; iso: string } | { ok: false; reason: 'invalid' | 'nonexistent' };

/**
 * The instant (ISO, UTC) when the clocks of `timeZone` show `date` `time`. A time skipped by a
 * clock change (02:30 on the night summer time starts) does not exist there: 'nonexistent'. A
 * time shown twice (the night it ends) is taken at its first showing.
 */
export function instantOf({ date, time }: WallTime, timeZone: string): InstantResult {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t || !isTimeZone(timeZone)) return { ok: false, reason: 'invalid' };
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return { ok: false, reason: 'invalid' };
  // Both offsets around the wall time; the earlier instant that shows it wins.
  const candidates = [
    asUtc - offsetMinutesAt(asUtc, timeZone) * 60_000,
    asUtc - offsetMinutesAt(asUtc - offsetMinutesAt(asUtc, timeZone) * 60_000, timeZone) * 60_000,
    asUtc - offsetMinutesAt(asUtc - 86_400_000, timeZone) * 60_000,
    asUtc - offsetMinutesAt(asUtc + 86_400_000, timeZone) * 60_000,
  ]
    .filter((instant) => {
      const shown = wallTimeOf(instant, timeZone);
      return shown.date === date && shown.time === time;
    })
    .sort((a, b) => a - b);
  const found = candidates[0];
  if (found === undefined) {
    // The calendar day itself must exist (2026-02-31 does not); else the clocks skipped it.
    const calendarDay = new Date(Date.UTC(year, month - 1, day));
    const real = calendarDay.toISOString().slice(0, 10) === date && hour < 24 && minute < 60;
    return { ok: false, reason: real ? 'nonexistent' : 'invalid' };
  }
  return { ok: true, iso: new Date(found).toISOString() };
}

/** The zone's name with its offset at that moment: "Africa/Cairo (GMT+02:00)". */
export function zoneLabel(timeZone: string, at: string | number | Date, lang: Language): string {
  const offset = new Intl.DateTimeFormat(intlLocaleOf(lang), {
    timeZone,
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value;
  return offset ? `${timeZone} (${offset})` : timeZone;
}

/** When an interview takes place, on the clocks of `timeZone`: "Tue 1 Dec 2026, 10:00–11:00". */
export function formatSpan(
  startsAt: string,
  durationMinutes: number,
  timeZone: string,
  lang: Language,
): string {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const format = new Intl.DateTimeFormat(intlLocaleOf(lang), {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return typeof format.formatRange === 'function'
    ? format.formatRange(start, end)
    : `${format.format(start)} – ${format.format(end)}`;
}

/** Today's date in a zone (YYYY-MM-DD): the first day a new interview may be on. */
export function todayIn(timeZone: string, now = Date.now()): string {
  return wallTimeOf(now, timeZone).date;
}

/** One moment on the clocks of `timeZone`: "Tue 1 Dec 2026, 10:00". */
export function formatMoment(at: string, timeZone: string, lang: Language): string {
  return new Intl.DateTimeFormat(intlLocaleOf(lang), {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));
}
