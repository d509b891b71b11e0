// Decision 100 (Fit score): unit and property-based tests of fitOf and the ranking (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadershipStyles } from '../checklists/items';
import { isiTypes } from '../isi/types';
import { hlOfEdu, yearsOfExp } from '../profile/enums';
import {
  compareByFit,
  fitOf,
  fitReasonText,
  meetsMinimum,
  rankByFit,
  scaleOfStyle,
  styleFit,
  type FitApplicant,
  type PerceptionalScores,
  type RequirementProfile,
} from './fit';

const scale = fc.integer({ min: 0, max: 100 });
const isiScores = fc.record({ flp: scale, frp: scale, brp: scale, blp: scale });
const weight = fc.oneof(fc.constant(0), fc.double({ min: 0.001, max: 100, noNaN: true }));
const profile = fc.record({ '4': weight, '5': weight, '6': weight, '7': weight });
const education = fc.option(fc.constantFrom(...hlOfEdu.values), { nil: null });
const experience = fc.option(fc.constantFrom(...yearsOfExp.values), { nil: null });
const applicant = fc.record({
  isi: fc.option(isiScores, { nil: null }),
  HLOfEdu: education,
  yearsOfExp: experience,
});
const posting = fc.record({ minEducation: education, minExperience: experience });

const planner: RequirementProfile = { '4': 0, '5': 0, '6': 0, '7': 100 };
const scores = (flp: number, frp: number, brp: number, blp: number): PerceptionalScores => ({
  flp,
  frp,
  brp,
  blp,
});
const qualified = { HLOfEdu: 'Post graduate degree', yearsOfExp: '>10 years' } as const;

describe('fitOf', () => {
  it('maps leadership styles 4..7 to the perceptional scales flp, frp, brp, blp', () => {
    expect(leadershipStyles.map(scaleOfStyle)).toEqual(['flp', 'frp', 'brp', 'blp']);
    for (const style of leadershipStyles) expect(scaleOfStyle(style)).toBe(isiTypes[style]?.scale);
  });

  it('gives an integer 0..100, or null exactly when there is no ISI result', () => {
    fc.assert(
      fc.property(profile, applicant, posting, (p, a, j) => {
        const { score, reasons } = fitOf(p, a, j);
        if (a.isi === null) {
          expect(score).toBeNull();
          expect(reasons[0]).toEqual({ key: 'jobs.fit.noIsi' });
        } else {
          expect(Number.isInteger(score)).toBe(true);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
          expect(reasons[0]?.key).toBe('jobs.fit.styleProfile');
        }
      }),
    );
  });

  it('is round(0.7 × Σ w_s × score_s + 0.3 × hard), the documented formula', () => {
    // docs/fit-score.md example: a Planner-heavy job and an applicant short of experience.
    const job: RequirementProfile = { '4': 0, '5': 100 / 7, '6': 100 / 7, '7': 400 / 7 };
    const fit = fitOf(
      job,
      { isi: scores(40, 50, 60, 71), HLOfEdu: 'Faculty degree', yearsOfExp: '2-5 years' },
      { minEducation: 'Faculty degree', minExperience: '6-10 years' },
    );
    // style = (50 + 60 + 4 × 71) / 6 = 65.67; hard = (100 + 0) / 2 = 50
    expect(fit.score).toBe(Math.round(0.7 * (394 / 6) + 0.3 * 50));
    expect(fit.score).toBe(61);
    expect(fit.reasons).toEqual([
      { key: 'jobs.fit.styleProfile', params: { style: 7, percent: 71 } },
      { key: 'jobs.fit.experienceBelow' },
    ]);
    expect(fit.reasons.map((r) => fitReasonText(r, 'en'))).toEqual([
      'Planner profile 71%',
      'Experience below the required',
    ]);
  });

  it('never falls when the applicant scores higher on a style the job asks for', () => {
    fc.assert(
      fc.property(
        profile,
        isiScores,
        fc.constantFrom(...leadershipStyles),
        fc.integer({ min: 1, max: 100 }),
        education,
        experience,
        posting,
        (p, isi, style, raise, edu, exp, j) => {
          const key = scaleOfStyle(style) as keyof PerceptionalScores;
          const higher = { ...isi, [key]: Math.min(100, isi[key] + raise) };
          const before = fitOf(p, { isi, HLOfEdu: edu, yearsOfExp: exp }, j).score ?? 0;
          const after = fitOf(p, { isi: higher, HLOfEdu: edu, yearsOfExp: exp }, j).score ?? 0;
          expect(after).toBeGreaterThanOrEqual(before);
          if (p[`${style}`] === 0 && Object.values(p).some((w) => w > 0)) {
            // A style the job does not ask for does not count at all.
            expect(after).toBe(before);
          }
        },
      ),
    );
  });

  it('rises strictly with the only required style: 70 points across the scale', () => {
    const low = fitOf(planner, { isi: scores(0, 0, 0, 0), ...qualified }, {});
    const high = fitOf(planner, { isi: scores(0, 0, 0, 100), ...qualified }, {});
    expect(low.score).toBe(30);
    expect(high.score).toBe(100);
    expect(fitOf(planner, { isi: scores(100, 100, 100, 0), ...qualified }, {}).score).toBe(30);
  });

  it('scales with the proportions of the profile, not its size', () => {
    fc.assert(
      fc.property(
        profile,
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        isiScores,
        (p, k, isi) => {
          const scaled = { '4': p['4'] * k, '5': p['5'] * k, '6': p['6'] * k, '7': p['7'] * k };
          expect(styleFit(scaled, isi)).toBeCloseTo(styleFit(p, isi), 6);
        },
      ),
    );
  });

  it('weighs every style the same when the profile is all zero', () => {
    const zero: RequirementProfile = { '4': 0, '5': 0, '6': 0, '7': 0 };
    const fit = fitOf(zero, { isi: scores(20, 40, 60, 80), ...qualified }, {});
    expect(fit.score).toBe(Math.round(0.7 * 50 + 0.3 * 100));
    // The reason names the applicant's own strongest style.
    expect(fit.reasons[0]).toEqual({
      key: 'jobs.fit.styleProfile',
      params: { style: 7, percent: 80 },
    });
  });

  it('names the dominant required style, ties to the first in 4..7', () => {
    const tie: RequirementProfile = { '4': 0, '5': 50, '6': 50, '7': 10 };
    const fit = fitOf(tie, { isi: scores(1, 22, 33, 44), ...qualified }, {});
    expect(fit.reasons[0]).toEqual({
      key: 'jobs.fit.styleProfile',
      params: { style: 5, percent: 22 },
    });
  });

  it('counts each hard requirement as met or not, 15 points each', () => {
    const isi = scores(0, 0, 0, 100);
    const job = { minEducation: 'Faculty degree', minExperience: '6-10 years' };
    const both = fitOf(planner, { isi, ...qualified }, job);
    const noExp = fitOf(planner, { isi, HLOfEdu: 'Faculty degree', yearsOfExp: '2-5 years' }, job);
    const noEdu = fitOf(
      planner,
      { isi, HLOfEdu: 'Non-faculty graduate', yearsOfExp: '6-10 years' },
      job,
    );
    const none = fitOf(planner, { isi, HLOfEdu: null, yearsOfExp: null }, job);
    expect([both.score, noExp.score, noEdu.score, none.score]).toEqual([100, 85, 85, 70]);
    expect(both.reasons.slice(1)).toEqual([{ key: 'jobs.fit.hardMet' }]);
    expect(noExp.reasons.slice(1)).toEqual([{ key: 'jobs.fit.experienceBelow' }]);
    expect(noEdu.reasons.slice(1)).toEqual([{ key: 'jobs.fit.educationBelow' }]);
    expect(none.reasons.slice(1)).toEqual([
      { key: 'jobs.fit.experienceBelow' },
      { key: 'jobs.fit.educationBelow' },
    ]);
  });

  it('counts a requirement the posting does not set as met, even for an empty profile', () => {
    const fit = fitOf(planner, { isi: scores(0, 0, 0, 50), HLOfEdu: null, yearsOfExp: null }, {});
    expect(fit.score).toBe(Math.round(0.7 * 50 + 30));
    expect(fit.reasons.slice(1)).toEqual([{ key: 'jobs.fit.hardMet' }]);
  });

  it('compares education and experience by the order of their enumerations', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: hlOfEdu.values.length - 1 }),
        fc.nat({ max: hlOfEdu.values.length - 1 }),
        (need, have) => {
          expect(meetsMinimum(hlOfEdu.values, hlOfEdu.values[need], hlOfEdu.values[have])).toBe(
            have >= need,
          );
        },
      ),
    );
    expect(meetsMinimum(yearsOfExp.values, '6-10 years', '>10 years')).toBe(true);
    expect(meetsMinimum(yearsOfExp.values, '6-10 years', '<2 years')).toBe(false);
    expect(meetsMinimum(yearsOfExp.values, null, null)).toBe(true);
    expect(meetsMinimum(yearsOfExp.values, '<2 years', null)).toBe(false);
  });

  it('keeps the hard reasons without an ISI result', () => {
    const fit = fitOf(
      planner,
      { isi: null, HLOfEdu: null, yearsOfExp: '6-10 years' },
      { minEducation: 'Faculty degree' },
    );
    expect(fit).toEqual({
      score: null,
      reasons: [{ key: 'jobs.fit.noIsi' }, { key: 'jobs.fit.educationBelow' }],
    });
  });

  it('translates every reason into English and Arabic with the style name', () => {
    const reason = { key: 'jobs.fit.styleProfile', params: { style: 7, percent: 71 } } as const;
    expect(fitReasonText(reason, 'en')).toBe('Planner profile 71%');
    expect(fitReasonText(reason, 'ar')).toContain('المُخطِّط');
    expect(fitReasonText(reason, 'ar')).toContain('71');
    expect(fitReasonText({ key: 'jobs.fit.noIsi' }, 'en')).toBe('No ISI result yet');
    expect(fitReasonText({ key: 'jobs.fit.hardMet' }, 'ar')).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('rankByFit', () => {
  const entry = fc.record({
    score: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    appliedAt: fc.integer({ min: 0, max: 1000 }).map((t) => new Date(t)),
    id: fc.uuid(),
  });

  it('orders by fit, nulls last, ties by the earlier application, ranks 1..n', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const ranked = rankByFit(entries);
        expect(ranked.map((e) => e.rank)).toEqual(entries.map((_, i) => i + 1));
        for (const [i, b] of ranked.entries()) {
          const a = ranked[i - 1];
          if (a === undefined) continue;
          if (a.score === null) expect(b.score).toBeNull();
          else if (b.score !== null) {
            expect(a.score).toBeGreaterThanOrEqual(b.score);
            if (a.score === b.score) {
              expect(a.appliedAt.getTime()).toBeLessThanOrEqual(b.appliedAt.getTime());
            }
          }
          expect(compareByFit(a, b)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('is the same whatever the input order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 20 }), (entries) => {
        const ids = rankByFit(entries).map((e) => e.id);
        expect(rankByFit([...entries].reverse()).map((e) => e.id)).toEqual(ids);
      }),
    );
  });

  it('puts an applicant scored 0 before one with no ISI result', () => {
    const ranked = rankByFit([
      { score: null, appliedAt: new Date(0), id: 'a' },
      { score: 0, appliedAt: new Date(5), id: 'b' },
    ]);
    expect(ranked.map((e) => [e.id, e.rank])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });
});

// Sanity of the typed applicant record used above.
const _typed: FitApplicant = { isi: null, HLOfEdu: undefined, yearsOfExp: undefined };
void _typed;

// Issue 44: mutants of the minimum check and the ranking's last tie-break survived the tests above.
describe('edges pinned for mutation testing', () => {
  const order = ['a', 'b', 'c'] as const;

  it('meets a minimum the posting does not set or that the enumeration does not know', () => {
    for (const required of [null, undefined]) {
      expect(meetsMinimum(order, required, null)).toBe(true);
      expect(meetsMinimum(order, required, undefined)).toBe(true);
      expect(meetsMinimum(order, required, 'zzz')).toBe(true);
    }
    expect(meetsMinimum(order, 'unknown', null)).toBe(true);
    expect(meetsMinimum(order, 'unknown', undefined)).toBe(true);
    expect(meetsMinimum(order, 'unknown', 'a')).toBe(true);
  });

  it('does not meet a set minimum without a stated value, or with one it does not know', () => {
    expect(meetsMinimum(order, 'a', null)).toBe(false);
    expect(meetsMinimum(order, 'a', undefined)).toBe(false);
    expect(meetsMinimum(order, 'a', 'zzz')).toBe(false);
    expect(meetsMinimum(order, 'b', 'a')).toBe(false);
    expect(meetsMinimum(order, 'b', 'b')).toBe(true);
    expect(meetsMinimum(order, 'b', 'c')).toBe(true);
  });

  it('orders equal scores and times by id, both ways, and an entry equal to itself as 0', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const x = { score: 50, appliedAt: at, id: 'x' };
    const y = { score: 50, appliedAt: at, id: 'y' };
    expect(compareByFit(x, y)).toBe(-1);
    expect(compareByFit(y, x)).toBe(1);
    expect(compareByFit(x, { ...x })).toBe(0);
    const none = { score: null, appliedAt: at, id: 'n' };
    expect(compareByFit(none, x)).toBe(1);
    expect(compareByFit(x, none)).toBe(-1);
    expect(compareByFit(none, { ...none })).toBe(0);
  });
});
