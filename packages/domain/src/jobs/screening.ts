// Issue 20, decision 130 ("Screening questions") and decision 133: the questions a posting asks
// at apply, their knock-out rules, and the check of an applicant's answers. One schema for the
// posting form, the server and the OpenAPI document; the check runs on the server (and may run
// in the apply dialog).
import { z } from 'zod';

export const screeningQuestionTypes = ['yesNo', 'choice', 'number', 'text'] as const;
export type ScreeningQuestionType = (typeof screeningQuestionTypes)[number];

export const knockoutActions = ['flag', 'reject'] as const;
export type KnockoutAction = (typeof knockoutActions)[number];

export const screeningLimits = {
  questionsMax: 20,
  textMax: 300,
  optionsMin: 2,
  optionsMax: 10,
  optionMax: 100,
  answerTextMax: 1000,
} as const;

const questionId = z
  .string({ error: 'screening.idsUnique' })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'screening.idsUnique' });

const knockoutSchema = z
  .object({
    equals: z.union([z.boolean(), z.string()]).optional(),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
  })
  .strict();

export const screeningQuestionSchema = z
  .object({
    id: questionId,
    text: z
      .string({ error: 'screening.textRequired' })
      .trim()
      .min(1, { error: 'screening.textRequired' })
      .max(screeningLimits.textMax, { error: 'screening.textTooLong' }),
    type: z.enum(screeningQuestionTypes),
    options: z
      .array(
        z
          .string({ error: 'screening.optionInvalid' })
          .trim()
          .min(1, { error: 'screening.optionInvalid' })
          .max(screeningLimits.optionMax, { error: 'screening.optionInvalid' }),
      )
      .optional(),
    required: z.boolean().default(false),
    /** The answer that knocks an applicant out; never shown to applicants. */
    knockout: knockoutSchema.nullish(),
  })
  .superRefine((q, ctx) => {
    if (q.type === 'choice') {
      const options = q.options ?? [];
      if (
        options.length < screeningLimits.optionsMin ||
        options.length > screeningLimits.optionsMax
      ) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'screening.optionsCount' });
      } else if (new Set(options).size !== options.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'screening.optionInvalid' });
      }
    } else if (q.options !== undefined && q.options.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'screening.optionsCount' });
    }
    const k = q.knockout;
    if (!k) return;
    const fits =
      q.type === 'yesNo'
        ? typeof k.equals === 'boolean' && k.min === undefined && k.max === undefined
        : q.type === 'choice'
          ? typeof k.equals === 'string' &&
            (q.options ?? []).includes(k.equals) &&
            k.min === undefined &&
            k.max === undefined
          : q.type === 'number'
            ? k.equals === undefined &&
              (k.min !== undefined || k.max !== undefined) &&
              (k.min === undefined || k.max === undefined || k.min <= k.max)
            : false;
    if (!fits)
      ctx.addIssue({ code: 'custom', path: ['knockout'], message: 'screening.knockoutInvalid' });
  });
export type ScreeningQuestion = z.output<typeof screeningQuestionSchema>;
export type ScreeningQuestionInput = z.input<typeof screeningQuestionSchema>;

export const screeningQuestionsSchema = z
  .array(screeningQuestionSchema)
  .max(screeningLimits.questionsMax, { error: 'screening.questionsTooMany' })
  .superRefine((questions, ctx) => {
    const seen = new Set<string>();
    questions.forEach((q, index) => {
      if (seen.has(q.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'screening.idsUnique' });
      }
      seen.add(q.id);
    });
  });

/** What applicants see of a question: never its knock-out rule. */
export const publicScreeningQuestionSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    type: z.enum(screeningQuestionTypes),
    options: z.array(z.string()).optional(),
    required: z.boolean(),
  })
  .meta({ id: 'ScreeningQuestion' });
export type PublicScreeningQuestion = z.infer<typeof publicScreeningQuestionSchema>;

/** What the company sees: with the rule. */
export const companyScreeningQuestionSchema = publicScreeningQuestionSchema
  .extend({
    knockout: z
      .object({
        equals: z.union([z.boolean(), z.string()]).optional(),
        min: z.number().optional(),
        max: z.number().optional(),
      })
      .nullable(),
  })
  .meta({ id: 'CompanyScreeningQuestion' });
export type CompanyScreeningQuestion = z.infer<typeof companyScreeningQuestionSchema>;

/** A posting's question in its answer: `knockout` only when the company asks. */
export const postingScreeningQuestionSchema = publicScreeningQuestionSchema
  .extend({
    knockout: z
      .object({
        equals: z.union([z.boolean(), z.string()]).optional(),
        min: z.number().optional(),
        max: z.number().optional(),
      })
      .nullable()
      .optional(),
  })
  .meta({ id: 'PostingScreeningQuestion' });
export type PostingScreeningQuestion = z.infer<typeof postingScreeningQuestionSchema>;

export function publicQuestion(
  q: CompanyScreeningQuestion | ScreeningQuestion,
): PublicScreeningQuestion {
  return {
    id: q.id,
    text: q.text,
    type: q.type,
    ...(q.type === 'choice' ? { options: q.options ?? [] } : {}),
    required: q.required,
  };
}

export const screeningAnswerValueSchema = z.union([z.boolean(), z.number(), z.string()]);
export const screeningAnswerInputSchema = z.object({
  questionId: z.string().max(40),
  value: screeningAnswerValueSchema.nullable(),
});
export const screeningAnswersInputSchema = z.array(screeningAnswerInputSchema).max(50);
export type ScreeningAnswerInput = z.infer<typeof screeningAnswerInputSchema>;

/** An answer on an application, with the question's text as it was asked. */
export const screeningAnswerSchema = z
  .object({
    questionId: z.string(),
    text: z.string(),
    value: screeningAnswerValueSchema.nullable(),
    knockedOut: z.boolean(),
  })
  .meta({ id: 'ScreeningAnswer' });
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;

function isKnockedOut(q: CompanyScreeningQuestion | ScreeningQuestion, value: unknown): boolean {
  const k = q.knockout;
  if (!k || value === null || value === undefined) return false;
  if (q.type === 'number' && typeof value === 'number') {
    return (k.min !== undefined && value < k.min) || (k.max !== undefined && value > k.max);
  }
  return k.equals !== undefined && value === k.equals;
}

/**
 * The answers checked against the posting's questions: per question id, a message key for each
 * missing required answer, wrong type, or unknown question (fields `answers.<id>`); otherwise the
 * answers to keep, in the questions' order, and whether one knocked the applicant out.
 */
export function checkScreeningAnswers(
  questions: readonly (CompanyScreeningQuestion | ScreeningQuestion)[],
  answers: readonly ScreeningAnswerInput[],
): { fields: Record<string, string> } | { screening: ScreeningAnswer[]; knockedOut: boolean } {
  const fields: Record<string, string> = {};
  const byId = new Map<string, ScreeningAnswerInput['value']>();
  for (const answer of answers) {
    if (!questions.some((q) => q.id === answer.questionId)) {
      fields[`answers.${answer.questionId}`] = 'screening.answerUnknown';
    }
    byId.set(answer.questionId, answer.value);
  }
  const screening: ScreeningAnswer[] = [];
  for (const q of questions) {
    const raw = byId.get(q.id);
    const value = typeof raw === 'string' ? raw.trim() : raw;
    const empty = value === undefined || value === null || value === '';
    if (empty) {
      if (q.required) fields[`answers.${q.id}`] = 'screening.answerRequired';
      else screening.push({ questionId: q.id, text: q.text, value: null, knockedOut: false });
      continue;
    }
    const fits =
      q.type === 'yesNo'
        ? typeof value === 'boolean'
        : q.type === 'number'
          ? typeof value === 'number' && Number.isFinite(value)
          : q.type === 'choice'
            ? typeof value === 'string' && (q.options ?? []).includes(value)
            : typeof value === 'string' && value.length <= screeningLimits.answerTextMax;
    if (!fits) {
      fields[`answers.${q.id}`] = 'screening.answerInvalid';
      continue;
    }
    screening.push({ questionId: q.id, text: q.text, value, knockedOut: isKnockedOut(q, value) });
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { screening, knockedOut: screening.some((a) => a.knockedOut) };
}
