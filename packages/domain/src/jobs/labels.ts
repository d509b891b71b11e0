// Decision 100 (issue 12), one source of truth: the labels of a posting's status and workplace,
// of an application's stage and of a hire's outcome, in English and Arabic, for the server (the
// stage-move mail) and the web app alike. Same shape as profile/enums: labelOf(value, lang) and
// options(lang). The texts are the jobs.* message keys of ./messages.ts and ./fitMessages.ts.
import type { Language } from '../plain/language';
import type { Option } from '../plain/profile';
import { fitMessagesAr, fitMessagesEn } from './fitMessages';
import { jobsMessagesAr, jobsMessagesEn } from './messages';
import {
  employmentTypes,
  outcomes,
  postingStatuses,
  salaryPeriods,
  workplaces,
} from '../plain/jobs';
import { defaultStageKeys, defaultStages, stageNameIn } from '../process/stages';

const texts = {
  en: { ...jobsMessagesEn, ...fitMessagesEn },
  ar: { ...jobsMessagesAr, ...fitMessagesAr },
} as const;
type Key = keyof (typeof texts)['en'];

export interface JobLabels<T extends string> {
  values: readonly T[];
  labelOf(value: T, lang: Language): string;
  options(lang: Language): Option[];
}

function labels<const T extends string>(
  values: readonly T[],
  keyOf: (value: T) => Key,
): JobLabels<T> {
  const labelOf = (value: T, lang: Language) => texts[lang][keyOf(value)];
  return {
    values,
    labelOf,
    options: (lang) => values.map((value) => ({ value, label: labelOf(value, lang) })),
  };
}

/**
 * The default stages' names (decision 130: a posting may have its own list, whose names it
 * carries; a key outside the defaults reads as itself here).
 */
export const stageLabels: JobLabels<string> = {
  values: defaultStageKeys,
  labelOf: (key, lang) => stageNameIn(defaultStages, key, lang),
  options: (lang) => defaultStages.map((s) => ({ value: s.key, label: s.name[lang] })),
};
export const postingStatusLabels = labels(postingStatuses, (s) => `jobs.status.${s}`);
export const workplaceLabels = labels(workplaces, (w) => `jobs.workplace.${w}`);
export const outcomeLabels = labels(outcomes, (o) => `jobs.outcome.${o}`);
export const employmentTypeLabels = labels(employmentTypes, (e) => `jobs.employmentType.${e}`);
export const salaryPeriodLabels = labels(salaryPeriods, (p) => `jobs.salaryPeriod.${p}`);
