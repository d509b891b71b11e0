// The calendar parts as a real parser (ical.js) reads them: the instant of DTSTART/DTEND in any
// zone, across a daylight-saving change, and in the zones written in UTC instead.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
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
