// The posting form's state and its translation into the request of decision 100: the requirement
// is sent as its source (ticked items of a checklist, or a description card), never as a profile.
// Validation is the domain's postingInputSchema; messages are the domain's keys, translated.
import type { ChecklistKind } from '@talentpool/domain/checklists/items';
import type { EmploymentType, SalaryPeriod } from '@talentpool/domain/jobs/reach';
import {
  postingInputSchema,
  type Posting,
  type PostingInput,
  type RequirementKind,
  type Workplace,
} from '@talentpool/domain/jobs/schemas';
import type { Language } from '@talentpool/domain/language';
import { translate } from '@talentpool/domain/messages';
import {
  draftOfPosting,
  emptyScreening,
  inputOfScreening,
  type ScreeningDraft,
} from './screeningForm';

export interface PostingForm {
  title: string;
  description: string;
  workplace: Workplace | '';
  country: string;
  city: string;
  field: string;
  minEducation: string;
  minExperience: string;
  source: RequirementKind;
  /** Ticked items per checklist, so switching between the two keeps both. */
  items: Record<ChecklistKind, number[]>;
  cardId: string;
  // Issue 25: employment type, salary range (typed text, so what was typed stays), deadline.
  employmentType: EmploymentType;
  salaryGiven: boolean;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod | '';
  salaryVisible: boolean;
  /** YYYY-MM-DD (a date input); the posting closes at the end of that day, local time. */
  deadline: string;
  /** Issue 37: how many people the posting hires (typed text, so what was typed stays). */
  openings: string;
  /** Decision 130: screening questions and what a knock-out does. */
  screening: ScreeningDraft;
}

export const emptyPostingForm: PostingForm = {
  title: '',
  description: '',
  workplace: '',
  country: '',
  city: '',
  field: '',
  minEducation: '',
  minExperience: '',
  source: 'findboss',
  items: { findboss: [], jobmatch: [] },
  cardId: '',
  employmentType: 'fullTime',
  salaryGiven: false,
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: '',
  salaryPeriod: 'month',
  salaryVisible: true,
  deadline: '',
  openings: '1',
  screening: emptyScreening,
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The local day of an instant, as a date input shows it. */
export function localDateOf(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/**
 * The deadline of a date input: the last second of that day where the company is (its browser's
 * zone), as an ISO instant. Anything but a real day is sent as typed, for the schema to refuse.
 */
export function deadlineOf(day: string): string | null {
  const value = day.trim();
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, date, 23, 59, 59);
  if (end.getMonth() !== month - 1 || end.getDate() !== date) return value;
  return end.toISOString();
}

/** A typed amount: a number when it reads as one, else what was typed (the schema refuses it). */
function amountOf(text: string): number | string | undefined {
  const value = text.trim().replace(/[,\s]/g, '');
  if (!value) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
}

export function formOfPosting(posting: Posting): PostingForm {
  const source = posting.requirementSource;
  return {
    title: posting.title,
    description: posting.description,
    workplace: posting.workplace,
    country: posting.country,
    city: posting.city,
    field: posting.field,
    minEducation: posting.minEducation ?? '',
    minExperience: posting.minExperience ?? '',
    source: source.kind,
    items: {
      findboss: source.kind === 'findboss' ? [...source.items] : [],
      jobmatch: source.kind === 'jobmatch' ? [...source.items] : [],
    },
    cardId: source.kind === 'card' ? source.cardId : '',
    employmentType: posting.employmentType,
    salaryGiven: posting.salary !== null,
    salaryMin: posting.salary ? String(posting.salary.min) : '',
    salaryMax: posting.salary?.max != null ? String(posting.salary.max) : '',
    salaryCurrency: posting.salary?.currency ?? '',
    salaryPeriod: posting.salary?.period ?? 'month',
    salaryVisible: posting.salary?.visible ?? true,
    deadline: posting.applicationDeadline ? localDateOf(posting.applicationDeadline) : '',
    openings: String(posting.openings),
    screening: draftOfPosting(posting),
  };
}

export function inputOfForm(form: PostingForm): PostingInput {
  return {
    title: form.title,
    description: form.description,
    // An unchosen workplace fails the schema with its own message.
    workplace: form.workplace as Workplace,
    country: form.workplace === 'remote' && !form.country ? '' : form.country,
    city: form.city,
    field: form.field as PostingInput['field'],
    minEducation: (form.minEducation || null) as PostingInput['minEducation'],
    minExperience: (form.minExperience || null) as PostingInput['minExperience'],
    requirement:
      form.source === 'card'
        ? { kind: 'card', cardId: form.cardId }
        : { kind: form.source, items: [...form.items[form.source]].sort((a, b) => a - b) },
    employmentType: form.employmentType,
    salary: form.salaryGiven
      ? ({
          min: amountOf(form.salaryMin),
          max: amountOf(form.salaryMax) ?? null,
          currency: form.salaryCurrency,
          period: form.salaryPeriod || undefined,
          visible: form.salaryVisible,
        } as PostingInput['salary'])
      : null,
    applicationDeadline: deadlineOf(form.deadline),
    // Left empty: 1 on a new posting, kept on an update; anything else the schema judges.
    openings: form.openings.trim() === '' ? undefined : Number(form.openings.trim()),
    ...inputOfScreening(form.screening),
  };
}

/** The form's key of an error path: salary's parts each have their own field. */
export function fieldKeyOf(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  if (parts[0] === 'salary' && parts[1] !== undefined) return `salary.${parts[1]}`;
  // One message per screening question, whichever of its parts is wrong.
  if (parts[0] === 'screeningQuestions' && parts[1] !== undefined) {
    return `screeningQuestions.${parts[1]}`;
  }
  return parts[0] ?? 'requirement';
}

export type FieldErrors = Partial<Record<string, string>>;

/** The request, or the first message per field ('requirement' for anything of the requirement). */
export function validatePostingForm(
  form: PostingForm,
  lang: Language,
): { ok: true; input: PostingInput } | { ok: false; errors: FieldErrors } {
  const input = inputOfForm(form);
  const parsed = postingInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, input };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length > 0 ? fieldKeyOf(issue.path) : 'requirement';
    errors[key] ??= translate(issue.message, lang);
  }
  return { ok: false, errors };
}
