// What a failed e2e run prints: the page without what every page repeats, and the server's log.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printFailureContext, withoutFrame } from './e2eFailureContext.mjs';

const snapshot = [
  '- link "Skip to content" [ref=e1] [cursor=pointer]:',
  '  - /url: "#main"',
  '- banner [ref=e2]:',
  '  - link "TalentPool" [ref=e3]',
  '- main [ref=e4]:',
  '  - complementary [ref=e5]:',
  '    - navigation "Account menu":',
  '      - link "Jobs"',
  '  - generic [ref=e6]:',
  '    - heading "Pipeline: Planner" [level=1] [ref=e7]',
  '    - combobox "Stage" [ref=e8]:',
  '      - option "Applied" [selected]',
  '      - option "Screening"',
  '    - button "Ranked list" [ref=e9] [cursor=pointer]',
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('withoutFrame', () => {
  it('leaves out the header, the sidebar, unchosen options, nameless boxes and references', () => {
    expect(withoutFrame(snapshot)).toEqual([
      '- main:',
      '    - heading "Pipeline: Planner" [level=1]',
      '    - combobox "Stage":',
      '      - option "Applied" [selected]',
      '    - button "Ranked list"',
    ]);
  });
});

describe('printFailureContext', () => {
  it('prints the error, the page and the end of the server log', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'e2e-context-'));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
    const failed = path.join(root, 'test-results', 'jobs-ranks-chromium');
    mkdirSync(failed, { recursive: true });
    writeFileSync(
      path.join(failed, 'error-context.md'),
      [
        '# Test info',
        '',
        '- Name: jobs.spec.ts >> the company ranks',
        '',
        '# Error details',
        '',
        '```',
        'Error: expect(locator).toHaveCount(expected) failed',
        '```',
        '',
        '```yaml',
        ...snapshot,
        '```',
      ].join('\n'),
    );
    writeFileSync(
      path.join(dataDir, 'server.log'),
      Array.from({ length: 25 }, (_, i) => `{"level":40,"n":${i}}`).join('\n') + '\n',
    );
    const lines = [];
    vi.spyOn(console, 'log').mockImplementation((text) => lines.push(String(text)));
    printFailureContext(root, dataDir);
    const out = lines.join('\n');
    expect(out).toContain('== failed: jobs.spec.ts >> the company ranks');
    expect(out).toContain('Error: expect(locator).toHaveCount(expected) failed');
    expect(out).toContain('- button "Ranked list"');
    expect(out).not.toContain('TalentPool');
    expect(out).toContain("the server's log, warnings and up: 25 lines, the last 20");
    expect(out).toContain('{"level":40,"n":24}');
    expect(out).not.toContain('{"level":40,"n":4}');
  });
});
