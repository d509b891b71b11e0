// Issue 20, decision 134: the report's pure helpers, and the query's validation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byStageList,
  conversionOf,
  funnelOf,
  mergeStageLists,
  percentileCont,
  reportRange,
  roundDays,
} from './funnel';
import { hiringReportQuerySchema } from './schemas';

const stage = (key: string) => ({ key, name: { en: key.toUpperCase(), ar: `ar-${key}` } });

describe('percentileCont', () => {
  it('interpolates between the nearest ranks as PostgreSQL does', () => {
    expect(percentileCont([], 0.5)).toBeNull();
    expect(percentileCont([7], 0.75)).toBe(7);
    expect(percentileCont([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentileCont([4, 1, 3, 2], 0.75)).toBe(3.25);
    expect(percentileCont([2, 10], 0.75)).toBe(8);
  });

  it('stays between the smallest and the largest value, and grows with the fraction', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 1 }),
        (values) => {
          const median = percentileCont(values, 0.5) ?? NaN;
          const p75 = percentileCont(values, 0.75) ?? NaN;
          expect(median).toBeGreaterThanOrEqual(Math.min(...values));
          expect(p75).toBeLessThanOrEqual(Math.max(...values));
          expect(p75).toBeGreaterThanOrEqual(median);
        },
      ),
    );
  });
});

describe('conversion and days', () => {
  it('gives the share that moved on in percent with one decimal, none when nobody entered', () => {
    expect(conversionOf(0, 0)).toBeNull();
    expect(conversionOf(3, 1)).toBe(33.3);
    expect(conversionOf(4, 4)).toBe(100);
  });

  it('rounds days to one decimal', () => {
    expect(roundDays(2.04)).toBe(2);
    expect(roundDays(2.05)).toBe(2.1);
    expect(roundDays(null)).toBeNull();
    expect(roundDays(Number.NaN)).toBeNull();
  });
});

describe('funnelOf', () => {
  it('follows the stage list, fills stages nobody entered, and appends removed stages', () => {
    const rows = funnelOf(
      [stage('applied'), stage('screening'), stage('hired')],
      [
        { stage: 'applied', entered: 4, movedOn: 3, current: 1 },
        { stage: 'phone', entered: 1, movedOn: 1, current: 0 },
      ],
    );
    expect(rows).toEqual([
      {
        stage: 'applied',
        name: { en: 'APPLIED', ar: 'ar-applied' },
        entered: 4,
        movedOn: 3,
        current: 1,
        conversion: 75,
      },
      {
        stage: 'screening',
        name: { en: 'SCREENING', ar: 'ar-screening' },
        entered: 0,
        movedOn: 0,
        current: 0,
        conversion: null,
      },
      {
        stage: 'hired',
        name: { en: 'HIRED', ar: 'ar-hired' },
        entered: 0,
        movedOn: 0,
        current: 0,
        conversion: null,
      },
      {
        stage: 'phone',
        name: { en: 'phone', ar: 'phone' },
        entered: 1,
        movedOn: 1,
        current: 0,
        conversion: 100,
      },
    ]);
  });

  it('merges the lists of several postings by key, first names win', () => {
    const merged = mergeStageLists([
      [stage('applied'), stage('hired')],
      [{ key: 'applied', name: { en: 'New', ar: 'جديد' } }, stage('offer'), stage('hired')],
    ]);
    expect(merged.map((s) => s.key)).toEqual(['applied', 'hired', 'offer']);
    expect(merged[0]?.name.en).toBe('APPLIED');
    expect(byStageList(merged, [], (s) => s.key)).toEqual(['applied', 'hired', 'offer']);
  });
});

describe('the report range', () => {
  const today = new Date('2026-11-27T15:00:00Z');

  it('defaults to the last 90 days, today included, in UTC days', () => {
    const range = reportRange({}, today);
    expect(range).toMatchObject({ from: '2026-08-30', to: '2026-11-27' });
    expect(range.start.toISOString()).toBe('2026-08-30T00:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });

  it('takes the given days; a lone start runs to today', () => {
    expect(reportRange({ from: '2026-01-01', to: '2026-01-31' }, today)).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(reportRange({ from: '2026-11-01' }, today)).toMatchObject({ to: '2026-11-27' });
    expect(reportRange({ to: '2026-03-31' }, today)).toMatchObject({ from: '2026-01-01' });
  });

  it('refuses a start after the end, a too long range and dates that are not days', () => {
    const issues = (query: object) =>
      hiringReportQuerySchema
        .safeParse(query)
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ from: '2026-02-01', to: '2026-01-01' })).toEqual([
      ['from', 'reports.rangeInvalid'],
    ]);
    expect(issues({ from: '2010-01-01', to: '2026-01-01' })).toEqual([
      ['from', 'reports.rangeTooLong'],
    ]);
    expect(issues({ from: '2026-13-01' })).toEqual([['from', 'reports.dateInvalid']]);
    expect(issues({ to: 'yesterday' })).toEqual([['to', 'reports.dateInvalid']]);
    expect(issues({ jobId: 'abc' })).toEqual([['jobId', 'reports.jobInvalid']]);
    expect(hiringReportQuerySchema.parse({ jobId: '', from: '2026-01-01' })).toEqual({
      from: '2026-01-01',
    });
  });
});
