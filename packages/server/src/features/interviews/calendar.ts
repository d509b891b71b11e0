// decisions.md 12 and decision 120: the iCalendar (RFC 5545) data of interviews, built with
// ical-generator (decision 122), never by hand. One UID per interview for its whole life
// (`<uid>@talentpool`), SEQUENCE raised by each change, METHOD REQUEST or CANCEL, the company as
// ORGANIZER with the mail's From address, one ATTENDEE per person, DTSTART/DTEND written in the
// interview's zone (TZID, with its VTIMEZONE) and naming the same instant as startsAt.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from 'ical-generator';
import { DateTime } from 'luxon';

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarInterview {
  uid: string;
  sequence: number;
  status: 'scheduled' | 'cancelled';
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
  location: string | null;
  videoUrl: string | null;
  summary: string;
  description: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  updatedAt: Date;
}

const prodId = { company: 'talentpool', product: 'interviews', language: 'EN' };

/** The UID of an interview's event. */
export const eventUid = (uid: string) => `${uid}@talentpool`;

/**
 * Zones whose VTIMEZONE the generator writes reliably; the others (Etc/GMT±n, whose sign the
 * generator inverts, and UTC aliases) are written in UTC, which names the same instant.
 */
function zoneForCalendar(timeZone: string): string | null {
  if (/^(Etc\/|UTC$|GMT$|Universal$|Zulu$)/.test(timeZone)) return null;
  return getVtimezoneComponent(timeZone) ? timeZone : null;
}

function newCalendar(method: ICalCalendarMethod | null): ICalCalendar {
  const calendar = ical({ prodId, ...(method ? { method } : {}) });
  // No calendar-wide zone (DTSTAMP stays UTC); a VTIMEZONE for each event's zone.
  calendar.timezone({ name: '', generator: getVtimezoneComponent });
  return calendar;
}

/**
 * Does the wall time of this instant occur twice in the zone (the hour the clocks go back)? A
 * TZID time is then read differently by different programs (RFC 5545 says the first, ical.js
 * takes the second): such an event is written in UTC, which names one instant.
 */
function isAmbiguous(date: Date, zone: string): boolean {
  const wall = (d: Date) => DateTime.fromJSDate(d, { zone }).toFormat("yyyyMMdd'T'HHmmss");
  const own = wall(date);
  return [-60, -30, 30, 60].some((m) => wall(new Date(date.getTime() + m * 60_000)) === own);
}

function addEvent(calendar: ICalCalendar, interview: CalendarInterview, cancelled: boolean): void {
  const end = new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000);
  const named = zoneForCalendar(interview.timeZone);
  const zone =
    named && !isAmbiguous(interview.startsAt, named) && !isAmbiguous(end, named) ? named : null;
  // A Luxon DateTime in the zone: ical-generator writes its wall time with TZID; a native Date
  // would be written as if its UTC fields were the zone's wall time.
  const at = (date: Date) => (zone ? DateTime.fromJSDate(date, { zone }) : date);
  calendar.createEvent({
    id: eventUid(interview.uid),
    sequence: interview.sequence,
    stamp: interview.updatedAt,
    start: at(interview.startsAt),
    end: at(end),
    ...(zone ? { timezone: zone } : {}),
    summary: interview.summary,
    description: interview.description,
    location: interview.location ?? interview.videoUrl ?? null,
    url: interview.videoUrl ?? null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: interview.organizer,
    attendees: interview.attendees.map((person) => ({
      name: person.name,
      email: person.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: !cancelled,
    })),
  });
}

/** The invitation (REQUEST) or cancellation (CANCEL) of one interview, for a mail. */
export function interviewInvitation(
  interview: CalendarInterview,
  method: 'REQUEST' | 'CANCEL',
): string {
  const calendar = newCalendar(
    method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  );
  addEvent(calendar, interview, method === 'CANCEL' || interview.status === 'cancelled');
  return calendar.toString();
}

/** A member's subscription feed: no METHOD (published, not a scheduling message). */
export function interviewFeed(name: string, events: CalendarInterview[]): string {
  const calendar = newCalendar(null);
  calendar.name(name);
  for (const event of events) addEvent(calendar, event, event.status === 'cancelled');
  return calendar.toString();
}
