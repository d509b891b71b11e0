// decisions.md 17, decision 180: the VTIMEZONE blocks (RFC 5545 3.6.5) of our calendar data come
// from the runtime's own time-zone database (Intl, i.e. the IANA data Node ships), for the years
// an event touches, never from a package of frozen rules (one had 31 zones wrong by 2026).
// Each transition is its own STANDARD or DAYLIGHT sub-component with an explicit DTSTART and no
// RRULE/RDATE: a calendar program needs no rule logic to read it, and rules that change from one
// year to the next (Cairo, Amman, Casablanca's Ramadan) are written as they happen.

const day = 86_400_000;

/** A change of a zone's UTC offset: at `at` (ms since the epoch) from `from` to `to` seconds. */
export interface ZoneTransition {
  at: number;
  from: number;
  to: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // `format` with only the offset is several times faster than formatToParts.
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Is the name a zone the runtime knows? */
export function isKnownZone(zone: string): boolean {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's UTC offset in seconds at the instant (ms since the epoch). */
export function offsetAt(zone: string, at: number): number {
  // "7/15/2027, GMT+03:00", "GMT-00:44:30" for old local mean times, "GMT" in some runtimes.
  const text = formatterOf(zone).format(at);
  const match = /GMT(?:([+-])(\d{1,2}):?(\d{2})(?::?(\d{2}))?)?$/.exec(text);
  if (!match) throw new Error(`unreadable offset "${text}" for ${zone}`);
  if (!match[1]) return 0;
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0);
  return match[1] === '-' ? -seconds : seconds;
}

const yearCache = new Map<string, ZoneTransition[]>();

/**
 * The zone's transitions in (1 Jan of `year`, 1 Jan of the next] UTC: the offset is sampled once a
 * day (no zone changes twice within a day) and each change is bisected to the second.
 */
export function transitionsOfYear(zone: string, year: number): ZoneTransition[] {
  const key = `${zone} ${year}`;
  const cached = yearCache.get(key);
  if (cached) return cached;
  const found: ZoneTransition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let at = Date.UTC(year, 0, 1);
  let offset = offsetAt(zone, at);
  while (at < end) {
    const next = Math.min(at + day, end);
    const nextOffset = offsetAt(zone, next);
    if (nextOffset !== offset) {
      // offsetAt(lo) is the old offset, offsetAt(hi) is not: narrow to one second.
      let lo = at / 1000;
      let hi = next / 1000;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (offsetAt(zone, mid * 1000) === offset) lo = mid;
        else hi = mid;
      }
      const to = offsetAt(zone, hi * 1000);
      found.push({ at: hi * 1000, from: offset, to });
      // A change inside the rest of the day (never seen in the data) is still found.
      at = hi * 1000;
      offset = to;
      continue;
    }
    at = next;
    offset = nextOffset;
  }
  yearCache.set(key, found);
  return found;
}

/**
 * Does the local wall time of this instant occur twice in the zone (the hour, or two, the clocks
 * go back)? A TZID time then names two instants, which programs resolve differently.
 */
export function isRepeatedWallTime(zone: string, at: number): boolean {
  const own = offsetAt(zone, at);
  const wall = at + own * 1000;
  // The offsets in force a day either side: no zone changes twice within a day.
  for (const other of new Set([offsetAt(zone, at - day), offsetAt(zone, at + day)])) {
    if (other === own) continue;
    const instant = wall - other * 1000;
    if (offsetAt(zone, instant) === other) return true;
  }
  return false;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An offset as RFC 5545 writes it: +0300, -0330, +053012 (never -0000). */
export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const abs = Math.abs(seconds);
  const s = abs % 60;
  return `${sign}${pad(Math.floor(abs / 3600))}${pad(Math.floor((abs % 3600) / 60))}${s ? pad(s) : ''}`;
}

/** The local date-time (no zone) of an instant under an offset: 20270715T100000. */
export function wallTime(at: number, offsetSeconds: number): string {
  const d = new Date(at + offsetSeconds * 1000);
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  );
}

/** The range of UTC years whose transitions a VTIMEZONE for these instants must hold. */
function yearsOf(from: number, to: number): [number, number] {
  // Two days either side: a local wall time is never more than a day from its UTC date.
  return [new Date(from - 2 * day).getUTCFullYear(), new Date(to + 2 * day).getUTCFullYear()];
}

/**
 * The VTIMEZONE of `zone` for events between the instants `from` and `to` (ms), lines joined
 * with CRLF (no final one). The first sub-component starts on 1 January of the first year with
 * the offset then in force (a reader gives times before a zone's first DTSTART no offset at
 * all), each later one at a transition, with DTSTART in the local time before it (TZOFFSETFROM).
 */
export function vtimezone(zone: string, from: number, to: number): string {
  const [first, last] = yearsOf(Math.min(from, to), Math.max(from, to));
  const start = Date.UTC(first, 0, 1);
  const initial = offsetAt(zone, start);
  const transitions: ZoneTransition[] = [];
  for (let year = first; year <= last; year++) transitions.push(...transitionsOfYear(zone, year));
  // Daylight time is an offset above the year's standard one, taken as the lower of January's
  // and July's (either hemisphere); a zone whose whole offset moves writes STANDARD.
  const standardOf = (at: number) => {
    const year = new Date(at).getUTCFullYear();
    return Math.min(offsetAt(zone, Date.UTC(year, 0, 1)), offsetAt(zone, Date.UTC(year, 6, 1)));
  };
  const observance = (at: number, fromOffset: number, toOffset: number) => {
    const kind = toOffset > standardOf(at) ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${wallTime(at, fromOffset)}`,
      `TZOFFSETFROM:${formatOffset(fromOffset)}`,
      `TZOFFSETTO:${formatOffset(toOffset)}`,
      `END:${kind}`,
    ];
  };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(start, initial, initial),
    ...transitions.flatMap((t) => observance(t.at, t.from, t.to)),
    'END:VTIMEZONE',
  ].join('\r\n');
}
