// Issue 23 (decision 139): logs a person can read in a terminal.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { linksOf, prettyOutput, requestLine } from './prettyLog';

describe('LOG_FORMAT (config, parsed once)', () => {
  const base = { DATA_DIR: '/tmp/tp-pretty-log-test', JWT_SECRET: 'x'.repeat(40) };
  it('is readable in a terminal and JSON otherwise, unless set', () => {
    expect(loadConfig(base, true).logFormat).toBe('pretty');
    expect(loadConfig(base, false).logFormat).toBe('json');
    expect(loadConfig({ ...base, LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ ...base, LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(loadConfig(base, false).logColor).toBe(false);
  });

  it('refuses another value with one line', () => {
    expect(() => loadConfig({ ...base, LOG_FORMAT: 'yaml' }, true)).toThrow(
      'LOG_FORMAT must be auto, pretty or json (got "yaml")',
    );
  });
});

describe('pretty lines', () => {
  it('turns a pino JSON line into one readable line without ids', () => {
    const lines: string[] = [];
    const out = prettyOutput({ write: (line) => lines.push(line) }, false);
    out.write(
      `${JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 27, 9, 5, 7), pid: 1, hostname: 'h', reqId: 'abc', msg: requestLine('GET', '/api/health', 200, 3.4) })}\n`,
    );
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatch(/INFO.*GET \/api\/health 200 3 ms\n$/);
    expect(line?.trimEnd()).not.toContain('\n');
    expect(line).not.toContain('abc');
    expect(line).not.toContain('"level"');
  });

  it('finds each link of a mail once', () => {
    expect(
      linksOf(
        'Open http://localhost:3000/api/user/verify?token=abc to verify.\nOr http://localhost:3000/api/user/verify?token=abc',
      ),
    ).toEqual(['http://localhost:3000/api/user/verify?token=abc']);
  });
});
