// Issue 19 (decision 120): a posting's default interview kit. The attributes to rate are the
// texts of the checklist items its requirement comes from (the ticked Find-a-Boss features or
// Job-Match competencies, or those of its description card), in the company's language; a
// posting without items gets four general attributes.
import { checklistItems, isChecklistIndex, type ChecklistKind } from '../checklists/items';
import type { Language } from '../language';
import { interviewLimits } from './schemas';
import { interviewsMessagesAr, interviewsMessagesEn } from './messages';

const general = { en: interviewsMessagesEn, ar: interviewsMessagesAr } as const;

export function generalKit(lang: Language): string[] {
  const t = general[lang];
  return [
    t['interviews.kit.general.0'],
    t['interviews.kit.general.1'],
    t['interviews.kit.general.2'],
    t['interviews.kit.general.3'],
  ];
}

/** The default kit of checklist items of one kind (a posting's or its card's ticked items). */
export function defaultKit(
  source: { kind: ChecklistKind; items: readonly number[] } | null,
  lang: Language,
): string[] {
  if (!source) return generalKit(lang);
  const labels = source.items
    .filter((index) => isChecklistIndex(source.kind, index))
    .map((index) => checklistItems[source.kind][index]?.label[lang])
    .filter((label): label is string => Boolean(label))
    .map((label) => label.slice(0, interviewLimits.attributeMax));
  const unique = [...new Set(labels)].slice(0, interviewLimits.kitMax);
  return unique.length > 0 ? unique : generalKit(lang);
}
