// Issue 40: the fit score: must-haves first, five weighted parts, everyone scored. The issue's
// example is the first test: the accountant who answered "No" to the right to work led the old
// ranking (66 against 58) and now ranks below the React developer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitOf } from '../jobs/fit';
import { hlOfEdu, yearsOfExp } from '../plain/profile';
import { rankFits } from './rankFits';
import { reasonText } from './reasonText';
import { prepareFitPosting, scoreFit } from './scoreFit';
import { defaultFitWeights } from './settings';
import type { FitCandidate, FitPosting, FitReason, FitScore } from './types';

const reactPosting: FitPosting = {
  title: 'React developer',
  description:
    'Build our customer web app with React and TypeScript, tested and shipped with Docker.',
  field: 'Digital Services',
  workplace: 'onsite',
  country: 'EG',
  minEducation: 'Faculty degree',
  minExperience: '2-5 years',
  requirementProfile: { '4': 0, '5': 0, '6': 0, '7': 100 },
};
const rightToWork = { questionId: 'rtw', text: 'Do you have the right to work in Egypt?' };

const accountant: FitCandidate = {
  source: 'profile',
  isi: { flp: 30, frp: 35, brp: 40, blp: 73 },
  skills: ['Accounting', 'IFRS', 'Microsoft Excel'],
  education: 'Faculty degree',
  experience: '<2 years',
  field: 'Banking',
  country: 'Egypt',
  screening: [{ ...rightToWork, knockedOut: true }],
};
const reactDeveloper: FitCandidate = {
  source: 'profile',
  isi: { flp: 60, frp: 55, brp: 50, blp: 40 },
  skills: ['React.js', 'TypeScript', 'Node'],
  education: 'Faculty degree',
  experience: '2-5 years',
  field: 'Digital Services',
  country: 'Egypt',
  screening: [{ ...rightToWork, knockedOut: false }],
};

/** The first reason (the must-haves come first). */
function first(result: FitScore): FitReason {
  const reason = result.reasons[0];
  if (!reason) throw new Error('no reason');
  return reason;
}

const oldFit = (c: FitCandidate) =>
  fitOf(
    reactPosting.requirementProfile,
    { isi: c.isi, HLOfEdu: c.education, yearsOfExp: c.experience },
    reactPosting,
  ).score;

describe('scoreFit: the issue 40 example', () => {
  it('was 66 for the accountant and 58 for the React developer by style (the old score)', () => {
    expect(oldFit(accountant)).toBe(66);
    expect(oldFit(reactDeveloper)).toBe(58);
  });

  it('ranks the React developer first and marks the accountant with the must-haves he fails', () => {
    const dev = scoreFit(reactPosting, reactDeveloper);
    const acc = scoreFit(reactPosting, accountant);
    expect(dev).toMatchObject({ score: 76, passes: true, failures: [] });
    expect(acc.passes).toBe(false);
    expect(acc.failures).toEqual([
      { kind: 'knockout', questionId: 'rtw', question: rightToWork.text },
      { kind: 'experience', required: '2-5 years', actual: '<2 years' },
    ]);
    const ranked = rankFits([
      { id: 'acc', appliedAt: new Date(1), ...acc },
      { id: 'dev', appliedAt: new Date(2), ...dev },
    ]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([
      ['dev', 1],
      ['acc', 2],
    ]);
    // Whatever else: with every part matched he would still come second.
    const perfect = rankFits([
      { id: 'acc', appliedAt: new Date(1), ...acc, score: 100 },
      { id: 'dev', appliedAt: new Date(2), ...dev },
    ]);
    expect(perfect.map((r) => r.id)).toEqual(['dev', 'acc']);
    expect(reasonText(first(acc), 'en')).toBe(
      'Must-have not met: knock-out answer to “Do you have the right to work in Egypt?”',
    );
  });

  it('shows every part with its points, the style among them', () => {
    const dev = scoreFit(reactPosting, reactDeveloper);
    expect(dev.parts.map((p) => [p.part, p.maxPoints, Math.round(p.points * 100) / 100])).toEqual([
      ['skills', 35, 23.33],
      ['experience', 20, 20],
      ['education', 10, 10],
      ['field', 15, 15],
      ['style', 20, 8],
    ]);
    expect(dev.reasons.map((r) => reasonText(r, 'en'))).toEqual([
      'Meets every must-have',
      'Skills 2 of 3 (React, TypeScript): 23 of 35 points',
      'Experience 2-5 years for 2-5 years: 20 of 20 points',
      'Education Faculty degree for Faculty degree: 10 of 10 points',
      'Field Digital Services for Digital Services: 15 of 15 points',
      'ISI style: Planner profile 40%: 8 of 20 points',
    ]);
    expect(dev.reasons.map((r) => reasonText(r, 'ar'))).toEqual([
      'يستوفي كل الشروط الأساسية',
      'المهارات 2 من 3 (React, TypeScript): 23 من 35 نقطة',
      'الخبرة من 2 إلى 5 سنوات مقابل من 2 إلى 5 سنوات: 20 من 20 نقطة',
      'المؤهل شهادة جامعية مقابل شهادة جامعية: 10 من 10 نقطة',
      'المجال الخدمات الرقمية مقابل الخدمات الرقمية: 15 من 15 نقطة',
      expect.stringMatching(/^نمط ISI: نمط .+ بنسبة 40%: 8 من 20 نقطة$/),
    ]);
  });
});

describe('scoreFit: skills in both languages', () => {
  it('counts "رياكت" and "React.js" as React, "تايب سكريبت" as TypeScript', () => {
    const arabic = { ...reactDeveloper, skills: ['رياكت', 'تايب سكريبت', 'دوكر'] };
    expect(scoreFit(reactPosting, arabic).parts[0]).toMatchObject({ match: 100 });
  });

  it('finds the skills of an Arabic posting in its text', () => {
    const posting = {
      ...reactPosting,
      title: 'مطور واجهات أمامية',
      description: 'نبحث عن مطور يبني تطبيقاتنا بالرياكت وتايب سكريبت.',
    };
    expect(prepareFitPosting(posting).skills).toEqual(['React', 'TypeScript']);
    const english = scoreFit(posting, reactDeveloper);
    expect(english.parts[0]).toMatchObject({ match: 100 });
  });

  it("takes the posting's own list over its text, must-have skills first", () => {
    const posting = {
      ...reactPosting,
      settings: { skills: ['Java'], mustHaves: { skills: ['Kubernetes'] } },
    };
    expect(prepareFitPosting(posting).skills).toEqual(['Kubernetes', 'Java']);
    const result = scoreFit(posting, reactDeveloper);
    expect(result.failures).toEqual([{ kind: 'skill', skill: 'Kubernetes' }]);
    expect(scoreFit(posting, { ...reactDeveloper, skills: ['K8s'] }).passes).toBe(true);
  });
});

describe('scoreFit: everyone scored', () => {
  const fromCv: FitCandidate = {
    source: 'cv',
    isi: null,
    skills: ['ReactJS', 'TypeScript', 'Docker'],
    education: 'Faculty degree',
    experience: '2-5 years',
    field: null,
    country: null,
    screening: [],
  };

  it('scores a CV without the style part and says so', () => {
    const result = scoreFit(reactPosting, fromCv);
    expect(result.withoutStyle).toBe(true);
    expect(result.parts.find((p) => p.part === 'style')).toMatchObject({ counted: false });
    // The four other parts share the 100 points: 35 + 20 + 10 + 15 = 80.
    expect(result.parts[0]?.maxPoints).toBeCloseTo(43.75);
    // Its field comes from its skills (Digital Services).
    expect(result.score).toBe(100);
    const texts = result.reasons.map((r) => reasonText(r, 'en'));
    expect(texts).toContain('No profile: scored from the parsed CV');
    expect(texts).toContain('No ISI result: scored without the style part');
  });

  it('never fails a must-have the applicant does not state, and names it to check', () => {
    const result = scoreFit(
      { ...reactPosting, settings: { mustHaves: { location: true } } },
      { ...fromCv, education: null, experience: null },
    );
    expect(result.passes).toBe(true);
    expect(result.unknown).toEqual(['location', 'experience', 'education']);
  });

  it('fails the location must-have only where the posting asks and is not remote', () => {
    const abroad = { ...reactDeveloper, country: 'Saudi Arabia' };
    expect(scoreFit(reactPosting, abroad).passes).toBe(true);
    const asks = { ...reactPosting, settings: { mustHaves: { location: true } } };
    expect(scoreFit(asks, abroad).failures).toEqual([
      { kind: 'location', required: 'EG', actual: 'SA' },
    ]);
    expect(scoreFit({ ...asks, workplace: 'remote' }, abroad).passes).toBe(true);
    expect(reasonText(first(scoreFit(asks, abroad)), 'ar')).toBe(
      'شرط أساسي غير مستوفى: يقيم في السعودية والوظيفة في مصر',
    );
  });

  it('weighs a minimum only when the recruiter turns its must-have off', () => {
    const posting = { ...reactPosting, settings: { mustHaves: { experience: false } } };
    const junior = { ...reactDeveloper, experience: '<2 years' };
    const result = scoreFit(posting, junior);
    expect(result.passes).toBe(true);
    expect(result.parts[1]).toMatchObject({ part: 'experience', match: 50 });
  });
});

describe('scoreFit: weights', () => {
  it("follows the posting's weights and lets the order change", () => {
    const styleOnly = {
      ...reactPosting,
      settings: { weights: { skills: 0, experience: 0, education: 0, field: 0, style: 100 } },
    };
    const strongStyle = { ...reactDeveloper, isi: { flp: 0, frp: 0, brp: 0, blp: 90 } };
    const strongSkills = { ...reactDeveloper, skills: ['React', 'TypeScript', 'Docker'] };
    expect(scoreFit(styleOnly, strongStyle).score).toBe(90);
    expect(scoreFit(styleOnly, strongSkills).score).toBe(40);
    expect(scoreFit(reactPosting, strongSkills).score).toBeGreaterThan(
      scoreFit(reactPosting, strongStyle).score,
    );
    expect(
      scoreFit(styleOnly, strongStyle).reasons.filter((r) => r.key === 'fit.part.notAsked'),
    ).toHaveLength(4);
  });

  it('defaults to 35 / 20 / 10 / 15 / 20', () => {
    expect(prepareFitPosting(reactPosting).settings.weights).toEqual(defaultFitWeights);
  });
});

describe('scoreFit: properties', () => {
  const scale = fc.integer({ min: 0, max: 100 });
  const candidate = fc.record({
    source: fc.constantFrom('profile' as const, 'cv' as const),
    isi: fc.option(fc.record({ flp: scale, frp: scale, brp: scale, blp: scale }), { nil: null }),
    skills: fc.subarray(['React', 'رياكت', 'Docker', 'SQL', 'Payroll', 'TypeScript', 'Cooking']),
    education: fc.option(fc.constantFrom(...hlOfEdu.values), { nil: null }),
    experience: fc.option(fc.constantFrom(...yearsOfExp.values), { nil: null }),
    field: fc.option(fc.constantFrom('Digital Services', 'Banking', 'Data Management'), {
      nil: null,
    }),
    country: fc.option(fc.constantFrom('Egypt', 'Jordan', 'EG'), { nil: null }),
    screening: fc.array(
      fc.record({ questionId: fc.constant('q'), text: fc.constant('Q'), knockedOut: fc.boolean() }),
      { maxLength: 2 },
    ),
  });
  const weight = fc.integer({ min: 0, max: 100 });
  const weights = fc
    .record({ skills: weight, experience: weight, education: weight, field: weight, style: weight })
    .filter((w) => Object.values(w).some((v) => v > 0));

  it('gives an integer 0..100 that is the sum of the counted parts, for everyone', () => {
    fc.assert(
      fc.property(candidate, weights, (c, w) => {
        const result = scoreFit({ ...reactPosting, settings: { weights: w } }, c);
        expect(Number.isInteger(result.score)).toBe(true);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(100);
        const counted = result.parts.filter((p) => p.counted);
        const max = counted.reduce((s, p) => s + p.maxPoints, 0);
        if (counted.length > 0) expect(max).toBeCloseTo(100);
        expect(result.score).toBe(Math.round(counted.reduce((s, p) => s + p.points, 0)));
        expect(result.passes).toBe(result.failures.length === 0);
        expect(result.withoutStyle).toBe(c.isi === null);
        for (const lang of ['en', 'ar'] as const) {
          for (const reason of result.reasons) expect(reasonText(reason, lang)).not.toMatch(/\{/);
        }
      }),
    );
  });

  it('ranks every applicant who passes above every one who fails', () => {
    fc.assert(
      fc.property(fc.array(candidate, { minLength: 1, maxLength: 12 }), (list) => {
        const ranked = rankFits(
          list.map((c, i) => ({
            id: String(i),
            appliedAt: new Date(i),
            ...scoreFit(reactPosting, c),
          })),
        );
        const firstFail = ranked.findIndex((r) => !r.passes);
        if (firstFail >= 0) expect(ranked.slice(firstFail).every((r) => !r.passes)).toBe(true);
      }),
    );
  });
});
