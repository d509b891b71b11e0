// Decision 274: the technical report's figures against published values.
import { describe, expect, it } from 'vitest';
import { accuracyOf } from '../jobs/accuracy';
import { isiScaleKeys } from '../plain/isi';
import { cronbachAlpha } from './statistics';
import {
  areaUnderCurve,
  buildTechnicalReport,
  chiSquareIndependence,
  feldtInterval,
  fisherZInterval,
  normSummary,
  notComputedReport,
  type TechnicalInputs,
} from './technical';
import { isiTechnicalReportSchema } from './technicalSchema';

// statistics.test.ts's hand-computed set: alpha = 165/178.
const known = [
  [1, 2, 2],
  [2, 2, 3],
  [3, 4, 3],
  [4, 4, 5],
  [5, 5, 4],
  [3, 3, 3],
];

describe('feldtInterval', () => {
  it('gives Feldt’s interval (SciPy’s F quantiles in the published formula)', () => {
    const alpha = cronbachAlpha(known);
    const interval = feldtInterval(alpha, 6, 3);
    expect(interval?.low).toBeCloseTo(0.690623, 5);
    expect(interval?.high).toBeCloseTo(0.988966, 5);
    // alpha .80 from 100 people on 6 statements: .733 to .855.
    const typical = feldtInterval(0.8, 100, 6);
    expect(typical?.low).toBeCloseTo(0.732517, 5);
    expect(typical?.high).toBeCloseTo(0.855117, 5);
  });

  it('holds alpha inside its interval and gives none without a figure', () => {
    const i = feldtInterval(0.7, 500, 6);
    expect(i && i.low < 0.7 && 0.7 < i.high).toBe(true);
    expect(feldtInterval(null, 500, 6)).toBeNull();
    expect(feldtInterval(0.7, 1, 6)).toBeNull();
  });
});

describe('fisherZInterval', () => {
  it('gives the textbook interval of r = .5 from 50 pairs: .257 to .683', () => {
    const i = fisherZInterval(0.5, 50);
    expect(i?.low).toBeCloseTo(0.257488, 5);
    expect(i?.high).toBeCloseTo(0.683256, 5);
    expect(fisherZInterval(0.5, 3)).toBeNull();
    expect(fisherZInterval(1, 40)).toEqual({ low: 1, high: 1 });
  });
});

describe('areaUnderCurve', () => {
  it('gives Hanley and McNeil’s (1982) CT example: 0.893 with SE 0.032', () => {
    // Ratings 1..5 of 58 normal and 51 abnormal images (their table 1).
    const expand = (counts: number[]) =>
      counts.flatMap((c, i) => Array.from({ length: c }, () => i + 1));
    const normal = expand([33, 6, 6, 11, 2]);
    const abnormal = expand([3, 2, 2, 11, 33]);
    const result = areaUnderCurve(abnormal, normal);
    expect(result?.auc).toBeCloseTo(0.893171, 5);
    expect(result?.standardError).toBeCloseTo(0.032487, 5);
    expect(result?.interval.low).toBeCloseTo(0.893171 - 1.959964 * 0.032487, 4);
  });

  it('is 1, 0 and ½ at the extremes and null with an empty side', () => {
    expect(areaUnderCurve([3, 4], [1, 2])?.auc).toBe(1);
    expect(areaUnderCurve([1, 2], [3, 4])?.auc).toBe(0);
    expect(areaUnderCurve([2, 2], [2, 2])?.auc).toBe(0.5);
    expect(areaUnderCurve([], [1])).toBeNull();
  });
});

describe('normSummary', () => {
  it('gives mean, SD and percentiles of a histogram', () => {
    const histogram = Array.from({ length: 101 }, () => 0);
    // Scores 10, 20, 30, 40, 50 once each: mean 30, SD √250.
    for (const s of [10, 20, 30, 40, 50]) histogram[s] = 1;
    const summary = normSummary(histogram);
    expect(summary?.n).toBe(5);
    expect(summary?.mean).toBe(30);
    expect(summary?.sd).toBeCloseTo(Math.sqrt(250), 10);
    expect(summary?.percentiles).toEqual({ p10: 10, p25: 20, p50: 30, p75: 40, p90: 50 });
    expect(normSummary(Array.from({ length: 101 }, () => 0))).toBeNull();
  });
});

describe('chiSquareIndependence', () => {
  it('gives the textbook 2×2 figure without continuity correction', () => {
    // [[10, 20], [30, 40]]: chi² = 0.7937 (SciPy chi2_contingency, correction=False), p = 0.3730.
    const test = chiSquareIndependence([
      [10, 20],
      [30, 40],
    ]);
    expect(test?.statistic).toBeCloseTo(0.793651, 5);
    expect(test?.df).toBe(1);
    expect(test?.p).toBeCloseTo(0.37299, 4);
    expect(test?.cramersV).toBeCloseTo(Math.sqrt(0.793651 / 100), 5);
  });

  it('leaves out empty rows and columns', () => {
    expect(
      chiSquareIndependence([
        [5, 0],
        [0, 0],
      ]),
    ).toBeNull();
    expect(
      chiSquareIndependence([
        [5, 0, 3],
        [0, 0, 0],
        [2, 0, 9],
      ])?.df,
    ).toBe(1);
  });
});

describe('buildTechnicalReport', () => {
  const perScale = <T>(v: T) =>
    Object.fromEntries(isiScaleKeys.map((k) => [k, v])) as Record<(typeof isiScaleKeys)[number], T>;
  const histogram = Array.from({ length: 101 }, (_, s) => (s % 10 === 0 ? 20 : 0));
  const base: TechnicalInputs = {
    computedAt: new Date('2026-12-06T03:41:00Z'),
    reliability: {
      respondents: 250,
      simulatedRespondents: 0,
      scales: perScale({
        alpha: 0.8,
        items: [1, 2, 3, 4, 5, 6].map((id) => ({ id, reverse: false, itemTotal: 0.51234 })),
      }),
    },
    retest: { pairs: 29, scales: perScale(0.7) },
    norms: { respondents: 220, histograms: perScale(histogram) },
    groups: [
      { dimension: 'gender', group: 'female', iRes1: 0, iRes2: 4, n: 20 },
      { dimension: 'gender', group: 'male', iRes1: 1, iRes2: 5, n: 20 },
      { dimension: 'gender', group: 'other', iRes1: 1, iRes2: 5, n: 4 },
      { dimension: 'gender', group: 'preferNot', iRes1: 2, iRes2: 6, n: 6 },
    ],
    outcomes: {
      hiredFits: [90, 80, 70, 60, 50],
      rejectedFits: Array.from({ length: 24 }, (_, i) => i * 2),
    },
    accuracy: accuracyOf(4, 6),
  };

  it('says "not enough" (null) below each minimum and gives each figure its sample', () => {
    const report = isiTechnicalReportSchema.parse(buildTechnicalReport(base, 50));
    const flt = report.scales.find((s) => s.scale === 'flt');
    expect(flt?.alpha).toMatchObject({ n: 250, value: 0.8 });
    expect(flt?.alpha.interval?.low).toBeLessThan(0.8);
    // 29 pairs: under 30, no r.
    expect(flt?.retest).toEqual({ n: 29, r: null, interval: null });
    expect(flt?.norms.mean).toBeCloseTo(50, 6);
    expect(flt?.norms.n).toBe(220);
    // 29 decided: under 30, no AUC.
    expect(report.fitOutcomes).toMatchObject({ decided: 29, hired: 5, rejected: 24, auc: null });
    const gender = report.groups.dimensions.find((d) => d.dimension === 'gender');
    const other = gender?.groups.find((g) => g.group === 'other');
    expect(other).toEqual({ group: 'other', n: null, fewerThan5: true, shares: null });
    expect(gender?.groups.find((g) => g.group === 'female')?.shares?.flt).toBe(100);
    // female and male only (40 people): tested; "prefer not to say" is shown, not tested.
    expect(gender?.typeTest?.df).toBe(1);
    expect(gender?.typeTest?.p).toBeLessThan(0.001);
    expect(report.groups.answered).toBe(50);
  });

  it('gives r, its interval and the AUC from their minimums on', () => {
    const report = buildTechnicalReport(
      {
        ...base,
        retest: { pairs: 30, scales: perScale(0.7) },
        outcomes: { ...base.outcomes, rejectedFits: [...base.outcomes.rejectedFits, 1] },
      },
      0,
    );
    expect(report.scales[0]?.retest.r).toBe(0.7);
    expect(report.scales[0]?.retest.interval?.high).toBeGreaterThan(0.7);
    expect(report.fitOutcomes.auc).toBe(1);
  });

  it('answers "not computed" in the same shape', () => {
    expect(isiTechnicalReportSchema.parse(notComputedReport()).status).toBe('notComputed');
  });
});
