import { describe, expect, it } from 'vitest';
import { checklistItems } from '../checklists/items';
import { defaultKit, generalKit } from './kit';
import { isTimeZone, slotsOverlap } from './schemas';

describe('default interview kit', () => {
  it('takes the texts of the ticked items in the language asked', () => {
    expect(defaultKit({ kind: 'jobmatch', items: [7, 12] }, 'en')).toEqual([
      checklistItems.jobmatch[7]?.label.en,
      checklistItems.jobmatch[12]?.label.en,
    ]);
    expect(defaultKit({ kind: 'findboss', items: [0] }, 'ar')).toEqual([
      checklistItems.findboss[0]?.label.ar,
    ]);
  });

  it('falls back to four general attributes without items', () => {
    expect(defaultKit(null, 'en')).toHaveLength(4);
    expect(defaultKit({ kind: 'jobmatch', items: [] }, 'ar')).toEqual(generalKit('ar'));
  });
});

describe('interview input rules', () => {
  it('knows IANA zones by their exact names only', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Asia/Riyadh')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('europe/berlin')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('finds overlapping slots, not back-to-back ones', () => {
    const at = (iso: string, durationMinutes = 60) => ({ startsAt: iso, durationMinutes });
    expect(slotsOverlap([at('2026-12-01T10:00:00Z'), at('2026-12-01T11:00:00Z')])).toBe(false);
    expect(slotsOverlap([at('2026-12-01T11:30:00Z'), at('2026-12-01T11:00:00+00:00')])).toBe(true);
    expect(slotsOverlap([at('2026-12-01T12:00:00+01:00'), at('2026-12-01T11:00:00Z', 15)])).toBe(
      true,
    );
  });
});
