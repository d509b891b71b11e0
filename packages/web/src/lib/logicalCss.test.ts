// Issue 9: the layout mirrors in Arabic through logical CSS properties. A physical left/right
// property (or a four-value shorthand whose left and right differ) would not mirror; this test
// fails on any in the web app's style sheets.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function styleSheets(dir = path.resolve(import.meta.dirname, '..')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return styleSheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

const physical = [
  /(^|[\s;{])(left|right)\s*:/,
  /(margin|padding|border)-(left|right)\b/,
  /border-(top|bottom)-(left|right)-radius/,
  /(text-align|float|clear)\s*:\s*(left|right)\b/,
  /translateX\(|scaleX\(/,
];

/** margin/padding/inset given as four values with different right (2nd) and left (4th). */
function unevenShorthand(line: string): boolean {
  const m = /^\s*(margin|padding|inset)\s*:\s*([^;]+);/.exec(line);
  if (!m) return false;
  const values = (m[2] ?? '').trim().split(/\s+(?![^(]*\))/);
  return values.length === 4 && values[1] !== values[3];
}

describe('style sheets', () => {
  const sheets = styleSheets();

  it('are found', () => {
    expect(sheets.length).toBeGreaterThan(5);
  });

  it('use logical properties, so Arabic mirrors the layout', () => {
    const found = sheets.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          physical.some((re) => re.test(line)) || unevenShorthand(line)
            ? [`${path.basename(file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('would catch a physical property', () => {
    expect(physical.some((re) => re.test('  margin-left: 4px;'))).toBe(true);
    expect(physical.some((re) => re.test('  text-align: right;'))).toBe(true);
    expect(physical.some((re) => re.test('.x { left: 0 }'))).toBe(true);
    expect(physical.some((re) => re.test('  margin-inline-start: 4px;'))).toBe(false);
    expect(unevenShorthand('  padding: 0 8px 0 0;')).toBe(true);
    expect(unevenShorthand('  padding: 0 8px 4px;')).toBe(false);
  });
});
