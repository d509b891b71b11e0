// Issue 23 and decision 071: dates are shown one way per language everywhere, so every date the
// web app shows goes through lib/format (formatDate, formatDateTime, formatDay,
// formatCalendarDate). A screen that formats a date on its own (toLocaleDateString, an Intl
// formatter, a mail's helper) would show the same day another way; only lib/format and the
// interview times' zone arithmetic (features/interviews/time.ts) build date formatters.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const allowed = new Set(['lib/format.ts', 'features/interviews/time.ts']);
const ownFormatting =
  /toLocaleDateString|toLocaleTimeString|Intl\.DateTimeFormat|formatLinkExpiry|dateStyle/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('dates on screen', () => {
  it('are formatted by lib/format only', () => {
    const offenders = sources(src)
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .filter((file) => !allowed.has(file))
      .filter((file) => ownFormatting.test(readFileSync(path.join(src, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
