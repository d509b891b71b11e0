// Issue 44: the screening questions' knock-out rules and the check of an applicant's answers
// (decisions 130 and 133), pinned for mutation testing: each rule at its edges.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  checkScreeningAnswers,
  publicQuestion,
  screeningLimits,
  screeningQuestionSchema,
  screeningQuestionsSchema,
  type ScreeningQuestion,
  type ScreeningQuestionInput,
} from './screening';

const question = (input: Partial<ScreeningQuestionInput> & Pick<ScreeningQuestionInput, 'type'>) =>
  screeningQuestionSchema.parse({ id: `q-${input.type}`, text: 'Asked?', ...input });

/** The issue keys of a question that does not parse, by path. */
function issues(input: unknown): Record<string, string> {
  const parsed = screeningQuestionSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

// Parsed in beforeEach, neither at import nor in beforeAll: a mutant that breaks parsing must fail
// the tests themselves. Stryker counts a file that loads no tests as passing, and a beforeAll that
// throws leaves its tests skipped, which it counts as a surviving mutant (screening.ts scored
// 70.6 % that way, 92.4 % with beforeEach).
let yesNo: ScreeningQuestion;
let choice: ScreeningQuestion;
let years: ScreeningQuestion;
let atLeast: ScreeningQuestion;
let atMost: ScreeningQuestion;
let text: ScreeningQuestion;

beforeEach(() => {
  yesNo = question({ type: 'yesNo', knockout: { equals: false }, required: true });
  choice = question({
    type: 'choice',
    options: ['Cairo', 'Amman'],
    knockout: { equals: 'Amman' },
  });
  years = question({ type: 'number', knockout: { min: 2, max: 10 } });
  atLeast = question({ id: 'q-min', type: 'number', knockout: { min: 3 } });
  atMost = question({ id: 'q-max', type: 'number', knockout: { max: 5 } });
  text = question({ type: 'text', required: true });
});

describe('screening questions (decision 130)', () => {
  it('accepts each kind of knock-out on its own type', () => {
    expect(yesNo.knockout).toEqual({ equals: false });
    expect(choice.knockout).toEqual({ equals: 'Amman' });
    expect(years.knockout).toEqual({ min: 2, max: 10 });
    expect(question({ type: 'number', knockout: { min: 4, max: 4 } }).knockout).toEqual({
      min: 4,
      max: 4,
    });
    expect(question({ type: 'text' }).required).toBe(false);
    expect(question({ type: 'text', knockout: null }).knockout).toBeNull();
  });

  it('refuses a knock-out that does not fit the type', () => {
    const base = { id: 'q', text: 'Asked?' };
    for (const bad of [
      { ...base, type: 'yesNo', knockout: { equals: 'yes' } },
      { ...base, type: 'yesNo', knockout: { equals: true, min: 1 } },
      { ...base, type: 'yesNo', knockout: { equals: true, max: 1 } },
      { ...base, type: 'yesNo', knockout: {} },
      { ...base, type: 'choice', options: ['a', 'b'], knockout: { equals: 'c' } },
      { ...base, type: 'choice', options: ['a', 'b'], knockout: { equals: true } },
      { ...base, type: 'choice', options: ['a', 'b'], knockout: { equals: 'a', min: 1 } },
      { ...base, type: 'choice', options: ['a', 'b'], knockout: { equals: 'a', max: 1 } },
      { ...base, type: 'number', knockout: { equals: 'a', min: 1 } },
      { ...base, type: 'number', knockout: {} },
      { ...base, type: 'number', knockout: { min: 5, max: 4 } },
      { ...base, type: 'text', knockout: { equals: 'no' } },
    ]) {
      expect(issues(bad), JSON.stringify(bad)).toEqual({ knockout: 'screening.knockoutInvalid' });
    }
    // A choice with no options at all cannot knock out on one either.
    expect(issues({ ...base, type: 'choice', knockout: { equals: 'a' } })).toEqual({
      options: 'screening.optionsCount',
      knockout: 'screening.knockoutInvalid',
    });
  });

  it('counts and checks the options of a choice, and refuses options elsewhere', () => {
    const base = { id: 'q', text: 'Asked?' };
    const many = Array.from({ length: screeningLimits.optionsMax + 1 }, (_, i) => `o${i}`);
    expect(issues({ ...base, type: 'choice', options: ['one'] })).toEqual({
      options: 'screening.optionsCount',
    });
    expect(issues({ ...base, type: 'choice', options: many })).toEqual({
      options: 'screening.optionsCount',
    });
    expect(issues({ ...base, type: 'choice', options: many.slice(0, 10) })).toEqual({});
    expect(issues({ ...base, type: 'choice', options: ['a', 'b'] })).toEqual({});
    expect(issues({ ...base, type: 'choice', options: ['a', 'a'] })).toEqual({
      options: 'screening.optionInvalid',
    });
    expect(issues({ ...base, type: 'text', options: ['a', 'b'] })).toEqual({
      options: 'screening.optionsCount',
    });
    expect(issues({ ...base, type: 'text', options: [] })).toEqual({});
    expect(issues({ ...base, type: 'text', text: ' ' })).toMatchObject({
      text: 'screening.textRequired',
    });
  });

  it('refuses the same id twice and more than the most questions', () => {
    const q = { id: 'same', text: 'Asked?', type: 'text' };
    const twice = screeningQuestionsSchema.safeParse([q, { ...q }]);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['1.id', 'screening.idsUnique'],
    ]);
    expect(screeningQuestionsSchema.safeParse([q, { ...q, id: 'other' }]).success).toBe(true);
    const tooMany = Array.from({ length: screeningLimits.questionsMax + 1 }, (_, i) => ({
      ...q,
      id: `q${i}`,
    }));
    expect(screeningQuestionsSchema.safeParse(tooMany).success).toBe(false);
    expect(screeningQuestionsSchema.safeParse(tooMany.slice(1)).success).toBe(true);
  });

  it('shows applicants the question without its knock-out, options only for a choice', () => {
    expect(publicQuestion(choice)).toEqual({
      id: 'q-choice',
      text: 'Asked?',
      type: 'choice',
      options: ['Cairo', 'Amman'],
      required: false,
    });
    expect(publicQuestion(yesNo)).toEqual({
      id: 'q-yesNo',
      text: 'Asked?',
      type: 'yesNo',
      required: true,
    });
    expect(publicQuestion({ ...choice, options: undefined }).options).toEqual([]);
  });
});

describe('checking the answers (decisions 130 and 133)', () => {
  let questions: ScreeningQuestion[];
  beforeEach(() => {
    questions = [yesNo, choice, years, atLeast, atMost, text];
  });
  const answers = (values: Record<string, unknown>) =>
    Object.entries(values).map(([questionId, value]) => ({
      questionId,
      value: value as string | number | boolean | null,
    }));
  const ok = {
    'q-yesNo': true,
    'q-choice': 'Cairo',
    'q-number': 5,
    'q-min': 3,
    'q-max': 5,
    'q-text': '  Because.  ',
  };

  it('keeps the answers in the questions’ order, trimmed, none knocked out', () => {
    const reversed = answers(ok).reverse();
    expect(checkScreeningAnswers(questions, reversed)).toEqual({
      screening: [
        { questionId: 'q-yesNo', text: 'Asked?', value: true, knockedOut: false },
        { questionId: 'q-choice', text: 'Asked?', value: 'Cairo', knockedOut: false },
        { questionId: 'q-number', text: 'Asked?', value: 5, knockedOut: false },
        { questionId: 'q-min', text: 'Asked?', value: 3, knockedOut: false },
        { questionId: 'q-max', text: 'Asked?', value: 5, knockedOut: false },
        { questionId: 'q-text', text: 'Asked?', value: 'Because.', knockedOut: false },
      ],
      knockedOut: false,
    });
  });

  it.each([
    ['q-yesNo', false],
    ['q-choice', 'Amman'],
    ['q-number', 1],
    ['q-number', 11],
    ['q-min', 2.5],
    ['q-max', 5.5],
  ])('knocks out on %s = %s', (id, value) => {
    const result = checkScreeningAnswers(questions, answers({ ...ok, [id]: value }));
    expect(result).toMatchObject({ knockedOut: true });
    if (!('screening' in result)) throw new Error('refused');
    expect(result.screening.filter((a) => a.knockedOut).map((a) => a.questionId)).toEqual([id]);
  });

  it.each([
    ['q-number', 2],
    ['q-number', 10],
    ['q-min', 3],
    ['q-min', 1000],
    ['q-max', 5],
    ['q-max', -3],
  ])('keeps %s = %s (the edges are in)', (id, value) => {
    expect(checkScreeningAnswers(questions, answers({ ...ok, [id]: value }))).toMatchObject({
      knockedOut: false,
    });
  });

  it('leaves an optional question unanswered, never knocked out', () => {
    const result = checkScreeningAnswers(questions, answers({ ...ok, 'q-choice': '  ' }));
    if (!('screening' in result)) throw new Error('refused');
    expect(result.screening[1]).toEqual({
      questionId: 'q-choice',
      text: 'Asked?',
      value: null,
      knockedOut: false,
    });
    const without = answers(ok).filter((a) => a.questionId !== 'q-number');
    const missing = checkScreeningAnswers(questions, without);
    expect(missing).toMatchObject({ knockedOut: false });
    expect(checkScreeningAnswers(questions, answers({ ...ok, 'q-number': null }))).toMatchObject({
      knockedOut: false,
    });
  });

  it('asks for a required answer: missing, null, empty or blank', () => {
    for (const value of [undefined, null, '', '   ']) {
      const given =
        value === undefined ? { ...ok, 'q-text': undefined } : { ...ok, 'q-text': value };
      const list = answers(given).filter((a) => a.value !== undefined);
      expect(checkScreeningAnswers(questions, list), String(value)).toEqual({
        fields: { 'answers.q-text': 'screening.answerRequired' },
      });
    }
  });

  it('refuses an answer of the wrong type, an unknown option, a text too long and an unknown question', () => {
    const cases: Array<[string, unknown]> = [
      ['q-yesNo', 'true'],
      ['q-yesNo', 1],
      ['q-choice', 'Riyadh'],
      ['q-choice', true],
      ['q-number', '5'],
      ['q-number', Number.POSITIVE_INFINITY],
      ['q-number', Number.NaN],
      ['q-text', 7],
      ['q-text', 'x'.repeat(screeningLimits.answerTextMax + 1)],
    ];
    for (const [id, value] of cases) {
      expect(
        checkScreeningAnswers(questions, answers({ ...ok, [id]: value })),
        `${id} ${String(value)}`,
      ).toEqual({ fields: { [`answers.${id}`]: 'screening.answerInvalid' } });
    }
    expect(
      checkScreeningAnswers(questions, answers({ ...ok, 'q-text': 'x'.repeat(1000) })),
    ).toMatchObject({ knockedOut: false });
    expect(checkScreeningAnswers(questions, answers({ ...ok, 'q-nope': 'hello' }))).toEqual({
      fields: { 'answers.q-nope': 'screening.answerUnknown' },
    });
  });

  it('knocks out only on an answer equal to the rule, for a question with one', () => {
    const plain = question({ id: 'plain', type: 'yesNo' });
    expect(checkScreeningAnswers([plain], answers({ plain: false }))).toMatchObject({
      knockedOut: false,
    });
    const onTrue = question({ id: 'onTrue', type: 'yesNo', knockout: { equals: true } });
    expect(checkScreeningAnswers([onTrue], answers({ onTrue: false }))).toMatchObject({
      knockedOut: false,
    });
    expect(checkScreeningAnswers([onTrue], answers({ onTrue: true }))).toMatchObject({
      knockedOut: true,
    });
    expect(checkScreeningAnswers([], [])).toEqual({ screening: [], knockedOut: false });
  });
});
