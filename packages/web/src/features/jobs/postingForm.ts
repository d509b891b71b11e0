// The posting form's state and its translation into the request of decision 100: the requirement
// is sent as its source (ticked items of a checklist, or a description card), never as a profile.
// Validation is the domain's postingInputSchema; messages are the domain's keys, translated.
import type { ChecklistKind } from '@talentpool/domain/checklists/items';
import {
  postingInputSchema,
  type Posting,
  type PostingInput,
  type RequirementKind,
  type Workplace,
} from '@talentpool/domain/jobs/schemas';
import type { Language } from '@talentpool/domain/language';
import { translate } from '@talentpool/domain/messages';

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
};

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
  };
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
    const key = String(issue.path[0] ?? 'requirement');
    errors[key] ??= translate(issue.message, lang);
  }
  return { ok: false, errors };
}
