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

/** An attribute of a kit in both languages (issue 37: Arabic wherever a member reads). */
export interface KitLabel {
  en: string;
  ar: string;
}

/** The language a text is written in, as far as a kit needs it: Arabic letters make it Arabic. */
export function languageOfText(text: string): Language {
  return /[\u0600-\u06FF]/.test(text) ? 'ar' : 'en';
}

// Every attribute a default kit can hold (checklist items, cut as the kit cuts them, and the
// general four), by its text in either language.
let known: Map<string, KitLabel> | null = null;
function knownLabels(): Map<string, KitLabel> {
  if (known) return known;
  const cut = (text: string) => text.slice(0, interviewLimits.attributeMax);
  const map = new Map<string, KitLabel>();
  const add = (label: KitLabel) => {
    const both = { en: cut(label.en), ar: cut(label.ar) };
    map.set(both.en, both);
    map.set(both.ar, both);
  };
  for (const kind of Object.keys(checklistItems) as ChecklistKind[]) {
    for (const item of checklistItems[kind]) add(item.label);
  }
  const en = generalKit('en');
  const ar = generalKit('ar');
  en.forEach((text, i) => add({ en: text, ar: ar[i] ?? text }));
  known = map;
  return map;
}

/**
 * Issue 37 (decision 269): each attribute of a kit in English and Arabic. An attribute the product
 * wrote (a checklist item, a general one) has both; one a member wrote is shown in the language it
 * was written in, and in the other language as its translation when one was given, else as
 * written. Ratings stay keyed by the attribute as stored.
 */
export function kitLabels(
  attributes: readonly string[],
  translations: readonly (string | null)[] | null = null,
): KitLabel[] {
  const map = knownLabels();
  return attributes.map((attribute, i) => {
    const found = map.get(attribute);
    if (found) return { ...found };
    const translation = translations?.[i]?.trim() || attribute;
    return languageOfText(attribute) === 'ar'
      ? { en: translation, ar: attribute }
      : { en: attribute, ar: translation };
  });
}
