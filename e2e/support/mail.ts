// Reads the mails the end-to-end run's SMTP server caught.
import { expect } from '@playwright/test';
import { sinkUrl } from './env';

export interface SinkMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The text/calendar parts of the mail (an interview invitation's iCalendar), as sent. */
  calendars: string[];
}

export async function waitForMail(
  predicate: (mail: SinkMail) => boolean,
  timeoutMs = 20_000,
): Promise<SinkMail> {
  let found: SinkMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${sinkUrl}/mails`);
        const mails = (await res.json()) as SinkMail[];
        found = mails.find(predicate);
        return Boolean(found);
      },
      { timeout: timeoutMs, message: 'waiting for a mail' },
    )
    .toBe(true);
  return found as SinkMail;
}

/** The first link in a mail's text that starts with the app's address. */
export function linkIn(mail: SinkMail, base: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(base));
  if (!link) throw new Error(`no link to ${base} in mail "${mail.subject}"`);
  return link;
}
