// Issue 23 (decision 139): logs a person can read. With a terminal (`npm start` with a TTY, or
// LOG_FORMAT=pretty) each pino line is turned into one readable line by pino-pretty's formatter,
// and written through the same non-blocking output as the JSON (decision 117: pino-pretty's own
// stream would write synchronously). Without a terminal, or with LOG_FORMAT=json, the JSON lines
// go out unchanged.
import { prettyFactory } from 'pino-pretty';

export interface LineOutput {
  write(line: string): void;
}

/** One readable line per pino JSON line (the request line is written by the app, see app.ts). */
export function prettyOutput(out: LineOutput, colorize: boolean): LineOutput {
  const format = prettyFactory({
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    // The request line says method, path, status and time itself; the ids stay in JSON logs.
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
  });
  return {
    write(line: string) {
      try {
        out.write(format(line));
      } catch {
        out.write(line);
      }
    },
  };
}

/** The one line of a finished request: `GET /api/health 200 3 ms`. */
export function requestLine(method: string, url: string, status: number, ms: number): string {
  return `${method} ${url} ${status} ${Math.round(ms)} ms`;
}

/** The links of a mail's text, one per line in the terminal (decisions.md 1: outbox links). */
export function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}
