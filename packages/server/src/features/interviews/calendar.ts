// decisions.md 12 and 17, decisions 120 and 180: the iCalendar (RFC 5545) data of interviews,
// built with ical-generator (decision 122), never by hand. One UID per interview for its whole
// life (`<uid>@talentpool`), SEQUENCE raised by each change, METHOD REQUEST or CANCEL, the
// scheduling member as ORGANIZER (replies reach a person, never the no-reply sender), one
// ATTENDEE per person, DTSTART/DTEND written in the interview's zone (TZID, with a VTIMEZONE made
// from the runtime's own zone data for the years the event touches) and naming the same instant
// as startsAt. The text ends with CRLF like every line of it.
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from 'ical-generator';
import { DateTime } from 'luxon';
import { isKnownZone, isRepeatedWallTime, vtimezone } from '../../lib/vtimezone';

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

/** A zone the runtime knows is written with TZID; anything else in UTC (the same instant). */
const zoneForCalendar = (timeZone: string): string | null =>
  timeZone !== 'UTC' && isKnownZone(timeZone) ? timeZone : null;

const endOf = (interview: CalendarInterview) =>
  new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000);

function newCalendar(
  method: ICalCalendarMethod | null,
  interviews: CalendarInterview[],
): ICalCalendar {
  const calendar = ical({ prodId, ...(method ? { method } : {}) });
  // The instants each zone's VTIMEZONE must cover: all the events written in that zone.
  const spans = new Map<string, [number, number]>();
  for (const interview of interviews) {
    const [from, to] = spans.get(interview.timeZone) ?? [Infinity, -Infinity];
    spans.set(interview.timeZone, [
      Math.min(from, interview.startsAt.getTime()),
      Math.max(to, endOf(interview).getTime()),
    ]);
  }
  // No calendar-wide zone (DTSTAMP stays UTC); a VTIMEZONE for each zone an event is written in.
  calendar.timezone({
    name: '',
    generator: (zone) => {
      const span = spans.get(zone);
      return span ? vtimezone(zone, span[0], span[1]) : null;
    },
  });
  return calendar;
}

/** RFC 5545 3.1: every line, the last one too, ends with CRLF (ical-generator ends without). */
const withFinalCrlf = (text: string) => (text.endsWith('\r\n') ? text : `${text}\r\n`);

function addEvent(calendar: ICalCalendar, interview: CalendarInterview, cancelled: boolean): void {
  const end = endOf(interview);
  const named = zoneForCalendar(interview.timeZone);
  // A wall time the clocks pass twice names two instants (RFC 5545 says the first, ical.js takes
  // the second): such an event is written in UTC, which names one.
  const zone =
    named &&
    !isRepeatedWallTime(named, interview.startsAt.getTime()) &&
    !isRepeatedWallTime(named, end.getTime())
      ? named
      : null;
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
    [interview],
  );
  addEvent(calendar, interview, method === 'CANCEL' || interview.status === 'cancelled');
  return withFinalCrlf(calendar.toString());
}

/** A member's subscription feed: no METHOD (published, not a scheduling message). */
export function interviewFeed(name: string, events: CalendarInterview[]): string {
  const calendar = newCalendar(null, events);
  calendar.name(name);
  for (const event of events) addEvent(calendar, event, event.status === 'cancelled');
  return withFinalCrlf(calendar.toString());
}
