// decision 104: plain/isi.ts checks a scored result without zod; it must accept and refuse exactly
// what isi/types.ts's isiResultSchema does, and keep what the schema keeps.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isiResultSchema } from '../isi/types';
import { completeIsiResult, isiResultKeys, isiTypes } from './isi';

const complete = {
  iRes1: 2,
  iRes2: 5,
  flt: 0,
  frt: 100,
  brt: 50,
  blt: 33,
  flp: 67,
  frp: 1,
  brp: 99,
  blp: 12,
};

function schemaResult(value: unknown) {
  const parsed = isiResultSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

describe('completeIsiResult', () => {
  it('keeps a complete result and drops other fields, as the schema does', () => {
    const value = { ...complete, isiAt: '2026-11-25', _id: 'x' };
    expect(completeIsiResult(value)).toEqual(complete);
    expect(completeIsiResult(value)).toEqual(schemaResult(value));
  });

  it('is null before the first attempt (all columns null) and with any field missing', () => {
    const none = Object.fromEntries(isiResultKeys.map((key) => [key, null]));
    expect(completeIsiResult(none)).toBeNull();
    for (const key of isiResultKeys) {
      const partial = Object.fromEntries(Object.entries(complete).filter(([k]) => k !== key));
      expect(completeIsiResult(partial)).toBeNull();
    }
  });

  it('agrees with isiResultSchema on values at, inside and outside every range', () => {
    const field = fc.oneof(
      fc.integer({ min: -2, max: 102 }),
      fc.constantFrom(null, undefined, 1.5, Number.NaN, Infinity),
    );
    const record = fc.record(
      Object.fromEntries(isiResultKeys.map((key) => [key, field])) as Record<
        (typeof isiResultKeys)[number],
        typeof field
      >,
    );
    // Most random records are out of range somewhere; the second arbitrary starts from a valid
    // result and changes one field, so both answers are well covered.
    const oneChanged = fc
      .tuple(fc.constantFrom(...isiResultKeys), field)
      .map(([key, value]) => ({ ...complete, [key]: value }));
    fc.assert(
      fc.property(fc.oneof(record, oneChanged), (value) => {
        expect(completeIsiResult(value)).toEqual(schemaResult(value));
      }),
    );
  });
});

describe('the type colours (issue 23: the type badge passes axe)', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  // The badge's label is the muted text colour of styles.css (--color-muted).
  const muted = '#4f5a66';

  it.each(isiTypes.map((type) => [type.name.en, type] as const))(
    '%s: its name on its tint and on white, and the label on its tint, reach 4.5:1',
    (_name, type) => {
      expect(contrast(type.color, type.tint)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(type.color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(muted, type.tint)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
