// The calendar parts as a real parser (ical.js, Thunderbird's) reads them: the instant of
// DTSTART/DTEND in every zone the runtime knows, in every season and around each transition, read
// through the embedded VTIMEZONE (decisions.md 17, decision 180); CRLF line ends and folding.
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { transitionsOfYear } from '../../lib/vtimezone';
import { interviewFeed, interviewInvitation, type CalendarInterview } from './calendar';

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    const timezone = new ICAL.Timezone(zone);
    if (!ICAL.TimezoneService.has(timezone.tzid)) ICAL.TimezoneService.register(timezone);
  }
  return {
    method: calendar.getFirstPropertyValue('method'),
    events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)),
  };
}

const base = (startsAt: Date, timeZone: string): CalendarInterview => ({
  uid: '0f6c1f3e-5d7e-4a8b-9c1d-2e3f4a5b6c7d',
  sequence: 3,
  status: 'scheduled',
  startsAt,
  durationMinutes: 90,
  timeZone,
  location: 'Room 1',
  videoUrl: null,
  summary: 'Planner – Amal',
  description: 'Acme',
  organizer: { name: 'Acme', email: 'no-reply@acme.example' },
  attendees: [{ name: 'Amal', email: 'amal@example.com' }],
  updatedAt: new Date('2026-11-25T10:00:00Z'),
});

describe('interview calendar data', () => {
  it.each([
    ['Europe/Berlin', '2026-03-29T00:30:00Z'], // the night the clocks go forward
    ['Europe/Berlin', '2026-10-25T01:30:00Z'], // and back
    ['America/New_York', '2026-11-01T05:30:00Z'],
    ['Asia/Riyadh', '2026-12-01T09:00:00Z'],
    ['Asia/Kolkata', '2026-12-01T09:00:00Z'],
    ['Etc/GMT+5', '2026-12-01T09:00:00Z'],
    ['UTC', '2026-12-01T09:00:00Z'],
  ])('in %s, DTSTART names the instant %s', (zone, iso) => {
    const startsAt = new Date(iso);
    const { method, events } = parse(interviewInvitation(base(startsAt, zone), 'REQUEST'));
    expect(method).toBe('REQUEST');
    const [event] = events;
    expect(event?.uid).toBe('0f6c1f3e-5d7e-4a8b-9c1d-2e3f4a5b6c7d@talentpool');
    expect(event?.sequence).toBe(3);
    expect(event?.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
    expect(event?.endDate.toJSDate().getTime()).toBe(startsAt.getTime() + 90 * 60_000);
  });

  it('names the same instant as the input for every IANA zone in every season of 2027 and 2028, and around each transition', () => {
    // Four dates a year at 10:00 local: mid-January, just after the northern spring change (the
    // US and the EU), mid-July, just after the autumn change.
    const dates = [
      [2027, 1, 15],
      [2027, 3, 29],
      [2027, 7, 15],
      [2027, 11, 8],
      [2028, 1, 15],
      [2028, 3, 27],
      [2028, 7, 15],
      [2028, 11, 6],
    ] as const;
    const zones = Intl.supportedValuesOf('timeZone');
    const cases: Array<[string, Date]> = [];
    for (const zone of zones) {
      for (const [year, month, day] of dates) {
        const local = DateTime.fromObject({ year, month, day, hour: 10 }, { zone });
        cases.push([zone, local.toJSDate()]);
      }
      // Half an hour and a day either side of each of the zone's transitions.
      for (const { at } of [...transitionsOfYear(zone, 2027), ...transitionsOfYear(zone, 2028)]) {
        for (const minutes of [-1440, -30, 30, 1440])
          cases.push([zone, new Date(at + minutes * 60_000)]);
      }
    }
    // One feed per zone holds its cases (the same events as invitations, one VTIMEZONE).
    const byZone = new Map<string, Array<[string, Date]>>();
    for (const item of cases) byZone.set(item[0], [...(byZone.get(item[0]) ?? []), item]);
    const mismatches: string[] = [];
    for (const [zone, zoneCases] of byZone) {
      const text = interviewFeed(
        zone,
        zoneCases.map(([, startsAt], i) => ({ ...base(startsAt, zone), uid: String(i) })),
      );
      // Not the global TimezoneService: the calendar's own VTIMEZONE, as a mail client has it.
      const events = new ICAL.Component(ICAL.parse(text))
        .getAllSubcomponents('vevent')
        .map((vevent) => new ICAL.Event(vevent));
      zoneCases.forEach(([, startsAt], i) => {
        const event = events.find((e) => e.uid === `${i}@talentpool`);
        const start = event?.startDate.toJSDate().toISOString();
        const end = event?.endDate.toJSDate().getTime();
        if (start !== startsAt.toISOString() || end !== startsAt.getTime() + 90 * 60_000) {
          mismatches.push(`${zone} ${startsAt.toISOString()}: ical.js reads ${start}`);
        }
      });
    }
    expect(cases.length).toBeGreaterThan(zones.length * dates.length);
    expect(mismatches).toEqual([]);
    // Some 6,000 events and 418 zones' transitions found by bisection: seconds, not milliseconds.
  }, 120_000);

  it('ends every line, the last one too, with CRLF and folds lines at 75 octets', () => {
    const text = interviewInvitation(
      {
        ...base(new Date('2027-07-15T07:00:00Z'), 'Africa/Cairo'),
        summary: `مقابلة – ${'أمل '.repeat(40)}`,
      },
      'REQUEST',
    );
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(interviewFeed('Acme', []).endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('writes CANCEL with a cancelled event, and a feed without a method', () => {
    const cancelled = parse(
      interviewInvitation(base(new Date('2026-12-01T09:00:00Z'), 'Africa/Cairo'), 'CANCEL'),
    );
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.events[0]?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    const feed = parse(
      interviewFeed('Acme – interviews', [
        base(new Date('2026-12-01T09:00:00Z'), 'Africa/Cairo'),
        { ...base(new Date('2026-12-02T09:00:00Z'), 'Europe/London'), uid: 'other' },
      ]),
    );
    expect(feed.method).toBeNull();
    expect(feed.events).toHaveLength(2);
  });
});
