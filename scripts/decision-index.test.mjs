// The decision records' index is current and every record says its status (issue 45).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, indexOf, readDecisions } from './decision-index.mjs';

describe('docs/decisions/README.md', () => {
  it('is current, and every record has a Status line', () => {
    expect(check()).toEqual([]);
  });

  it('fails on a record without a status and on a stale index', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'decisions-'));
    writeFileSync(path.join(dir, '001-a.md'), '# 001 A\n\nStatus: accepted\n');
    writeFileSync(path.join(dir, '002-b.md'), '# 002 B\n\nDate: today\n');
    const index = path.join(dir, 'README.md');
    writeFileSync(index, indexOf(readDecisions(dir)));
    expect(check(dir, index)).toEqual([
      '002-b.md: no "Status: accepted | superseded by NNN | amends NNN" line',
    ]);
    writeFileSync(path.join(dir, '003-c.md'), '# 003 C\n\nStatus: superseded by 001\n');
    expect(check(dir, index).some((problem) => problem.includes('is not current'))).toBe(true);
  });
});
