// A real SMTP server for the end-to-end run, started by Playwright next to the app. It keeps the
// mails it receives and lists them over HTTP, so a test in another process can read them.
import http from 'node:http';
import { startSmtpServer } from '../../packages/server/test/helpers/smtpServer';

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_SINK_PORT);

const smtp = await startSmtpServer({ port: smtpPort });
const server = http.createServer(async (req, res) => {
  if (req.url === '/health') {
    res.end('ok');
    return;
  }
  const url = new URL(req.url ?? '/', 'http://sink');
  if (url.pathname === '/mails') {
    // `?from=N` lists only the mails caught after the first N (the helpers in mail.ts keep what
    // they have read): the full list grows to hundreds of mails in a run, and every poll of every
    // worker used to serialise and parse all of them again.
    // `&waitMs=M` holds the answer until a mail after the first N arrives (or M ms pass), so a
    // test learns of a mail when it comes instead of at its next poll.
    const from = Number(url.searchParams.get('from') ?? 0);
    const waitMs = Math.min(Number(url.searchParams.get('waitMs') ?? 0), 5_000);
    if (waitMs > 0 && smtp.mails.length <= from) {
      await smtp.waitForMail(() => smtp.mails.length > from, waitMs).catch(() => undefined);
    }
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify(
        smtp.mails.slice(from).map(({ to, subject, text, html, parsed }) => ({
          to,
          subject,
          text,
          html,
          // Issue 19: the iCalendar parts of an invitation (text/calendar), as sent.
          calendars: [
            ...new Set(
              parsed.attachments
                .filter((part) => /^(text\/calendar|application\/ics)/.test(part.contentType))
                .map((part) => part.content.toString('utf8')),
            ),
          ],
        })),
      ),
    );
    return;
  }
  res.statusCode = 404;
  res.end();
});
server.listen(httpPort, '127.0.0.1');

const stop = () => {
  server.close();
  void smtp.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
