// Reads the mails the end-to-end run's SMTP server caught.
import { sinkUrl } from './env';

export interface SinkMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The text/calendar parts of the mail (an interview invitation's iCalendar), as sent. */
  calendars: string[];
}

// Every mail the sink caught, in its order, as far as this worker has read them: the sink only
// appends, so a read asks for the mails after these (`?from=`) instead of all of them again.
const caught: SinkMail[] = [];

async function readNew(waitMs: number): Promise<void> {
  const from = caught.length;
  const res = await fetch(`${sinkUrl}/mails?from=${from}&waitMs=${waitMs}`);
  if (!res.ok) throw new Error(`mail sink: ${res.status}`);
  const mails = (await res.json()) as SinkMail[];
  // Two reads at once (journeys that wait for two mails together) may both bring the same mails.
  caught.push(...mails.slice(caught.length - from));
}

/** Every mail caught so far (a mail's index is its place in the sink, as in `/mails`). */
export async function allMails(): Promise<SinkMail[]> {
  await readNew(0);
  return caught.slice();
}

/**
 * Waits until `find` returns something for the mails caught so far, reading new mails as they
 * arrive (the sink answers as soon as one comes), and returns it.
 */
export async function waitForMails<T>(
  find: (mails: SinkMail[]) => T | undefined | false,
  timeoutMs = 20_000,
  message = 'waiting for a mail',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  await readNew(0);
  for (;;) {
    const found = find(caught.slice());
    if (found) return found;
    const left = deadline - Date.now();
    if (left <= 0)
      throw new Error(`${message}: none after ${timeoutMs} ms (${caught.length} caught)`);
    await readNew(Math.min(left, 2_000));
  }
}

export async function waitForMail(
  predicate: (mail: SinkMail) => boolean,
  timeoutMs = 20_000,
): Promise<SinkMail> {
  return waitForMails((mails) => mails.find(predicate), timeoutMs);
}

/** The first link in a mail's text that starts with the app's address. */
export function linkIn(mail: SinkMail, base: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(base));
  if (!link) throw new Error(`no link to ${base} in mail "${mail.subject}"`);
  return link;
}
