import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { processMessagesAr, processMessagesEn, defaultRejectReasons } from './messages';
import {
  applyBodySchema,
  bulkApplicationsBodySchema,
  setJobStagesBodySchema,
  stageListSchema,
  stageTemplateBodySchema,
} from './schemas';
import {
  defaultStageKeys,
  defaultStages,
  firstStage,
  keyFromName,
  removedStagesAfter,
  stageListProblems,
  stageNamesOf,
  stageNameIn,
  stagesOrDefault,
  type StageDefinition,
} from './stages';

const stage = (key: string, kind: StageDefinition['kind']): StageDefinition => ({
  key,
  name: { en: key, ar: 'مرحلة' },
  kind,
});
const fine = [stage('applied', 'active'), stage('hired', 'hired'), stage('rejected', 'rejected')];

/** The messages of a failed parse, by path. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [i.path.map(String).join('.'), i.message]),
  );
}

describe('the default stages', () => {
  it("keep today's six keys, names and kinds", () => {
    expect(defaultStages.map((s) => s.key)).toEqual([...defaultStageKeys]);
    expect(defaultStageKeys).toEqual([
      'applied',
      'screening',
      'interview',
      'offer',
      'hired',
      'rejected',
    ]);
    expect(defaultStages.map((s) => s.kind)).toEqual([
      'active',
      'active',
      'active',
      'offer',
      'hired',
      'rejected',
    ]);
    expect(stageNameIn(defaultStages, 'interview', 'en')).toBe('Interview');
    expect(stageNameIn(defaultStages, 'hired', 'ar')).toBe('تم التعيين');
    expect(stageListProblems(defaultStages)).toEqual([]);
  });

  it('stand in for a posting without its own list', () => {
    expect(stagesOrDefault(null)).toBe(defaultStages);
    expect(stagesOrDefault(fine)).toBe(fine);
    expect(firstStage(fine).key).toBe('applied');
    expect(stageNameIn(fine, 'gone', 'en')).toBe('gone');
  });
});

describe('the rules of a stage list', () => {
  it('accepts 2..20 stages with unique keys, an active first, a hired and a rejected stage', () => {
    expect(stageListSchema.safeParse(fine).success).toBe(true);
    expect(stageListProblems([stage('hired', 'hired'), stage('no', 'rejected')])).toEqual([
      'process.firstStageActive',
    ]);
  });

  it('refuses a list without a hired or a rejected stage, on the list itself', () => {
    const noHired = stageListSchema.safeParse([stage('a', 'active'), stage('r', 'rejected')]);
    expect(problems(noHired)).toEqual({ '': 'process.hiredStageRequired' });
    const noRejected = stageListSchema.safeParse([stage('a', 'active'), stage('h', 'hired')]);
    expect(problems(noRejected)).toEqual({ '': 'process.rejectedStageRequired' });
  });

  it('refuses repeated keys, too few and too many stages', () => {
    expect(problems(stageListSchema.safeParse([...fine, stage('hired', 'active')]))).toEqual({
      '': 'process.stageKeyRepeated',
    });
    expect(problems(stageListSchema.safeParse([]))).toEqual({ '': 'process.stagesTooFew' });
    const many = Array.from({ length: 19 }, (_, i) => stage(`s${i}`, 'active'));
    expect(stageListSchema.safeParse([...many, stage('h', 'hired')]).success).toBe(false);
    expect(
      stageListSchema.safeParse([...many.slice(1), stage('h', 'hired'), stage('r', 'rejected')])
        .success,
    ).toBe(true);
    expect(
      problems(stageListSchema.safeParse([...many, stage('h', 'hired'), stage('r', 'rejected')])),
    ).toEqual({
      '': 'process.stagesTooMany',
    });
  });

  it('refuses a broken key, a missing name and an unknown kind on the stage', () => {
    const broken = stageListSchema.safeParse([
      { ...stage('Applied', 'active') },
      { key: 'hired', name: { en: ' ', ar: 'x' }, kind: 'hired' },
      { key: 'rejected', name: { en: 'R', ar: 'ر' }, kind: 'closed' },
    ]);
    expect(problems(broken)).toEqual({
      '0.key': 'process.stageKeyInvalid',
      '1.name.en': 'process.stageNameRequired',
      '2.kind': 'process.stageKindInvalid',
    });
    for (const key of ['1abc', 'a-b', 'a b', 'a'.repeat(41), '']) {
      expect(stageListSchema.safeParse([stage(key, 'active'), ...fine.slice(1)]).success).toBe(
        false,
      );
    }
  });

  it('makes keys from names, unique in the list', () => {
    expect(keyFromName('Phone screen')).toBe('phoneScreen');
    expect(keyFromName('2nd interview')).toBe('ndInterview');
    expect(keyFromName('مقابلة')).toBe('stage');
    expect(keyFromName('Offer', ['offer', 'offer2'])).toBe('offer3');
  });
});

describe('templates, job stages, sources and bulk bodies', () => {
  it('needs a template name and a valid list', () => {
    expect(stageTemplateBodySchema.safeParse({ name: ' Sales ', stages: fine }).data?.name).toBe(
      'Sales',
    );
    expect(problems(stageTemplateBodySchema.safeParse({ name: '', stages: fine }))).toEqual({
      name: 'process.templateNameRequired',
    });
  });

  it('takes moves of removed stages by key', () => {
    expect(
      setJobStagesBodySchema.safeParse({ stages: fine, moves: { screening: 'applied' } }).success,
    ).toBe(true);
    expect(
      setJobStagesBodySchema.safeParse({ stages: fine, moves: { screening: 'Not a key' } }).success,
    ).toBe(false);
  });

  it("accepts the applicant's source and a short utm_source", () => {
    expect(applyBodySchema.parse({ source: 'feed', utmSource: ' linkedin ' })).toEqual({
      source: 'feed',
      utmSource: 'linkedin',
    });
    expect(applyBodySchema.safeParse({ source: 'invitation' }).success).toBe(false);
    expect(applyBodySchema.safeParse({ utmSource: 'x'.repeat(81) }).success).toBe(false);
  });

  it('asks each bulk action for what it needs, and at most 500 ids', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(problems(bulkApplicationsBodySchema.safeParse({ ids: [id], action: 'reject' }))).toEqual(
      {
        reasonId: 'process.reasonRequired',
      },
    );
    expect(problems(bulkApplicationsBodySchema.safeParse({ ids: [id], action: 'move' }))).toEqual({
      stage: 'process.stageRequired',
    });
    expect(
      bulkApplicationsBodySchema.safeParse({ ids: [id], action: 'move', stage: 'offer' }).success,
    ).toBe(true);
    const many = Array.from({ length: 501 }, () => id);
    expect(
      problems(bulkApplicationsBodySchema.safeParse({ ids: many, action: 'move', stage: 'offer' })),
    ).toEqual({
      ids: 'process.bulkTooMany',
    });
    expect(
      problems(bulkApplicationsBodySchema.safeParse({ ids: [], action: 'move', stage: 'offer' })),
    ).toEqual({
      ids: 'process.bulkIdsRequired',
    });
  });
});

describe('texts', () => {
  it('has every process text and the default reasons in both languages', () => {
    expect(Object.keys(processMessagesAr).sort()).toEqual(Object.keys(processMessagesEn).sort());
    for (const text of Object.values(processMessagesAr)) expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(defaultRejectReasons.length).toBeGreaterThanOrEqual(8);
    for (const reason of defaultRejectReasons) {
      expect(reason.en).toMatch(/\S/);
      expect(reason.ar).toMatch(/[\u0600-\u06FF]/);
    }
    expect(messages.ar['error.STAGE_IN_USE']).toMatch(/[\u0600-\u06FF]/);
    expect(messages.en['error.STAGE_NOT_FOUND']).toMatch(/stage/);
  });
});

describe('removed stages keep their names (decision 155)', () => {
  const s = (key: string, en: string, kind: StageDefinition['kind'] = 'active') => ({
    key,
    name: { en, ar: `${en} ع` },
    kind,
  });
  const before = [s('new', 'New'), s('call', 'Call'), s('won', 'Won', 'hired')];

  it('keeps what a list loses, drops what comes back, names a key as last removed', () => {
    const first = removedStagesAfter(before, null, [s('new', 'New'), s('won', 'Won', 'hired')]);
    expect(first).toEqual([s('call', 'Call')]);
    const renamedCall = [s('new', 'New'), s('call', 'Phone'), s('won', 'Won', 'hired')];
    expect(removedStagesAfter(before, first, renamedCall)).toEqual([]);
    expect(removedStagesAfter(renamedCall, first, [s('new', 'New')])).toEqual([
      s('call', 'Phone'),
      s('won', 'Won', 'hired'),
    ]);
  });

  it('names a history entry from the list, then the removed stages, then the defaults', () => {
    const list = [s('new', 'New'), s('screening', 'Own screening')];
    const removed = [s('call', 'Call'), s('interview', 'Own interview')];
    expect(stageNamesOf(list, 'screening', removed)?.en).toBe('Own screening');
    expect(stageNamesOf(list, 'call', removed)?.en).toBe('Call');
    expect(stageNamesOf(list, 'interview', removed)?.en).toBe('Own interview');
    expect(stageNamesOf(list, 'offer', removed)).toEqual(defaultStages[3]?.name);
    expect(stageNamesOf(list, 'gone', removed)).toBeNull();
  });
});
