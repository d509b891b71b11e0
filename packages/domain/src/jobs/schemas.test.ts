import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { outcomeLabels, postingStatusLabels, stageLabels, workplaceLabels } from './labels';
import {
  jobBoardQuerySchema,
  noteBodySchema,
  postingInputSchema,
  requirementSourceSchema,
  stageMoveBodySchema,
  stages,
} from './schemas';

const valid = {
  title: 'Data analyst',
  description: 'Turns numbers into decisions.',
  workplace: 'onsite',
  country: 'EG',
  city: 'Cairo',
  field: 'Data Management',
  minEducation: 'Faculty degree',
  minExperience: '2-5 years',
  requirement: { kind: 'jobmatch', items: [0, 1, 2] },
};

const messagesOf = (value: unknown) => {
  const result = postingInputSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('posting input', () => {
  it('accepts a complete posting and trims its texts', () => {
    const parsed = postingInputSchema.parse({ ...valid, title: '  Data analyst ' });
    expect(parsed.title).toBe('Data analyst');
  });

  it('leaves education, experience and city optional', () => {
    const rest: Record<string, unknown> = { ...valid };
    delete rest.minEducation;
    delete rest.minExperience;
    delete rest.city;
    expect(messagesOf(rest)).toEqual({});
    expect(messagesOf({ ...rest, minEducation: null, minExperience: null })).toEqual({});
  });

  it('needs a country unless the job is remote, and an ISO code when given', () => {
    expect(messagesOf({ ...valid, country: '' })).toEqual({ country: 'jobs.countryRequired' });
    expect(messagesOf({ ...valid, workplace: 'remote', country: '' })).toEqual({});
    expect(messagesOf({ ...valid, workplace: 'hybrid', country: 'XX' })).toEqual({
      country: 'jobs.countryInvalid',
    });
    expect(messagesOf({ ...valid, country: 'Egypt' })).toEqual({
      country: 'jobs.countryInvalid',
    });
  });

  it('keys every message of an empty form for translation', () => {
    const found = messagesOf({});
    expect(Object.keys(found).sort()).toEqual(
      ['country', 'description', 'field', 'requirement', 'title', 'workplace'].sort(),
    );
    for (const key of Object.values(found)) expect(Object.hasOwn(messages.en, key)).toBe(true);
  });

  it('refuses what is not an object without throwing', () => {
    for (const value of [null, '', 'x', 1, [], [valid]]) {
      expect(postingInputSchema.safeParse(value).success).toBe(false);
    }
  });

  it('limits title, description and city', () => {
    expect(
      messagesOf({
        ...valid,
        title: 'x'.repeat(121),
        description: 'x'.repeat(5001),
        city: 'x'.repeat(101),
      }),
    ).toEqual({
      title: 'jobs.titleTooLong',
      description: 'jobs.descriptionTooLong',
      city: 'jobs.cityTooLong',
    });
  });
});

describe('requirement source', () => {
  const issuesOf = (value: unknown) => {
    const result = requirementSourceSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('takes 1..10 distinct items valid for that checklist', () => {
    expect(issuesOf({ kind: 'findboss', items: [26] })).toEqual([]);
    expect(issuesOf({ kind: 'jobmatch', items: [25] })).toEqual(['checklists.itemUnknown']);
    expect(issuesOf({ kind: 'jobmatch', items: [] })).toEqual(['checklists.itemsRequired']);
    expect(issuesOf({ kind: 'jobmatch', items: [1, 1] })).toEqual(['checklists.itemRepeated']);
    expect(issuesOf({ kind: 'findboss', items: [...Array(11).keys()] })).toEqual([
      'checklists.tooManyChoices',
    ]);
  });

  it('takes a card by id, and nothing else', () => {
    expect(issuesOf({ kind: 'card', cardId: '6c1f8a2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b' })).toEqual([]);
    expect(issuesOf({ kind: 'card', cardId: 'nope' })).toEqual(['jobs.cardRequired']);
    expect(issuesOf({ kind: 'profile', profile: {} })).toEqual(['jobs.requirementRequired']);
  });
});

describe('queries and bodies', () => {
  it('ignores blank filters and pages from 1', () => {
    expect(jobBoardQuerySchema.parse({ q: ' ', field: '', country: '' })).toEqual({
      page: 1,
      pageSize: 20,
    });
    expect(jobBoardQuerySchema.safeParse({ workplace: 'moon' }).success).toBe(false);
    expect(jobBoardQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });

  // Decision 130: any well-formed key of the posting's list; the server checks the list (409).
  it('moves to a stage key, with the mail unless turned off (decision 147)', () => {
    // Issue 37 (decision 200): people who did not apply are mailed only when the recruiter says so.
    expect(stageMoveBodySchema.parse({ stage: 'interview' })).toEqual({
      stage: 'interview',
      notify: true,
      notifyNotApplied: false,
    });
    expect(stageMoveBodySchema.parse({ stage: 'interview', notify: false })).toEqual({
      stage: 'interview',
      notify: false,
      notifyNotApplied: false,
    });
    expect(
      stageMoveBodySchema.parse({ stage: 'interview', notifyNotApplied: true }).notifyNotApplied,
    ).toBe(true);
    expect(stageMoveBodySchema.safeParse({ stage: 'Lunch break' }).success).toBe(false);
    expect(stageMoveBodySchema.safeParse({ stage: 'offer', reasonId: 'nope' }).success).toBe(false);
  });

  it('keeps notes between 1 and 2000 characters', () => {
    expect(noteBodySchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(noteBodySchema.safeParse({ text: 'x'.repeat(2001) }).success).toBe(false);
    expect(noteBodySchema.parse({ text: ' ok ' }).text).toBe('ok');
  });

  it('labels every stage in both languages', () => {
    for (const stage of stages) {
      expect(messages.en[`jobs.stageName.${stage}`]).toMatch(/\S/);
      expect(messages.ar[`jobs.stageName.${stage}`]).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('gives the web app every status, workplace, stage and outcome label in both languages', () => {
    for (const set of [stageLabels, postingStatusLabels, workplaceLabels, outcomeLabels]) {
      const en = set.options('en');
      expect(en.map((o) => o.value)).toEqual([...set.values]);
      for (const { label } of en) expect(label).toMatch(/^[A-Z]/);
      for (const { label } of set.options('ar')) expect(label).toMatch(/[\u0600-\u06FF]/);
    }
    expect(stageLabels.labelOf('interview', 'en')).toBe('Interview');
    expect(outcomeLabels.labelOf('successful', 'en')).toBe('Worked out');
    expect(postingStatusLabels.labelOf('draft', 'ar')).toBe('مسودة');
  });
});
