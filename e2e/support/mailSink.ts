// A real SMTP server for the end-to-end run, started by Playwright next to the app. It keeps the
// mails it receives and lists them over HTTP, so a test in another process can read them.
import http from 'node:http';
import { startSmtpServer } from '../../packages/server/test/helpers/smtpServer';

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_SINK_PORT);

const smtp = await startSmtpServer({ port: smtpPort });
const server = http.createServer((req, res) => {
  if (req.url === '/health') {
    res.end('ok');
    return;
  }
  if (req.url === '/mails') {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify(
        smtp.mails.map(({ to, subject, text, html, parsed }) => ({
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
