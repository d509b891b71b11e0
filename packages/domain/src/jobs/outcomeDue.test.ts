import { describe, expect, it } from 'vitest';
import { isOutcomeDue, outcomeDueAfterDays, outcomeDueAt } from './outcomeDue';

describe('outcome due (issue 23)', () => {
  const hiredAt = '2026-01-10T09:00:00.000Z';

  it('is due 90 days after the hire', () => {
    expect(outcomeDueAfterDays).toBe(90);
    expect(outcomeDueAt(hiredAt).toISOString()).toBe('2026-04-10T09:00:00.000Z');
  });

  it('asks only for hires past their probation that have no outcome yet', () => {
    const before = new Date('2026-04-10T08:59:59.000Z');
    const after = new Date('2026-04-10T09:00:00.000Z');
    expect(isOutcomeDue({ stageChangedAt: hiredAt, outcome: null }, before)).toBe(false);
    expect(isOutcomeDue({ stageChangedAt: hiredAt, outcome: null }, after)).toBe(true);
    expect(isOutcomeDue({ stageChangedAt: hiredAt, outcome: 'successful' }, after)).toBe(false);
  });
});
