// Reads the iCalendar part of a mail with a real parser (ical.js), as calendar programs do:
// the method, the event's UID and SEQUENCE, and its start and end as instants (the VTIMEZONE
// of the mail resolves TZID).
import ICAL from 'ical.js';
import type { CaughtMail } from './smtpServer';

export interface ParsedInvite {
  method: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  start: Date;
  end: Date;
  tzid: string | null;
  organizer: string;
  attendees: string[];
  raw: string;
}

export function parseCalendar(text: string): ParsedInvite[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    const timezone = new ICAL.Timezone(zone);
    if (!ICAL.TimezoneService.has(timezone.tzid)) ICAL.TimezoneService.register(timezone);
  }
  const method = calendar.getFirstPropertyValue('method');
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const dtstart = vevent.getFirstProperty('dtstart');
    return {
      method: typeof method === 'string' ? method : null,
      uid: event.uid,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status') ?? '') || null,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      tzid: (dtstart?.getParameter('tzid') as string | undefined) ?? null,
      organizer: String(vevent.getFirstPropertyValue('organizer') ?? ''),
      attendees: vevent.getAllProperties('attendee').map((p) =>
        String(p.getFirstValue())
          .replace(/^mailto:/i, '')
          .toLowerCase(),
      ),
      raw: text,
    };
  });
}

/** The text/calendar part of a mail, parsed; throws when the mail has none. */
export function inviteOf(mail: CaughtMail): ParsedInvite {
  const part = mail.parsed.attachments.find((a) => /calendar|ics/i.test(a.contentType));
  if (!part) throw new Error(`mail "${mail.subject}" has no calendar part`);
  const [event] = parseCalendar(part.content.toString('utf8'));
  if (!event) throw new Error('calendar part without an event');
  return event;
}
