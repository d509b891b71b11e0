// Issue 40: a reason of the fit score as a sentence in the reader's language, every value in it
// too (an enumeration's label, a country's name, an ISI style's name).
import type { Language } from '../language';
import { isiTypeName } from '../plain/isi';
import { countryList, hlOfEdu, professionalFields, yearsOfExp } from '../plain/profile';
import { fitScoreMessagesAr, fitScoreMessagesEn } from './messages';
import type { FitReason } from './types';

const texts = { en: fitScoreMessagesEn, ar: fitScoreMessagesAr } as const;

const countryByCode = new Map(countryList.map((c) => [c.code, c]));

function country(code: string, lang: Language): string {
  const c = countryByCode.get(code);
  return c ? (lang === 'ar' ? c.nameAr : c.name) : code;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function reasonText(reason: FitReason, lang: Language): string {
  const t = texts[lang];
  const template = t[reason.key];
  if (!('params' in reason)) return template;
  const stated = (value: string, label: (v: string) => string) =>
    value === '' ? t['fit.notStated'] : label(value);
  switch (reason.key) {
    case 'fit.mustHave.knockout':
      return fill(template, { question: reason.params.question });
    case 'fit.mustHave.skill':
      return fill(template, { skill: reason.params.skill });
    case 'fit.mustHave.location':
      return fill(template, {
        required: country(reason.params.required, lang),
        actual: country(reason.params.actual, lang),
      });
    case 'fit.mustHave.experience':
    case 'fit.part.experience':
      return fill(template, {
        ...stringsOf(reason.params),
        required: yearsOfExp.labelOf(reason.params.required, lang),
        actual: stated(reason.params.actual, (v) => yearsOfExp.labelOf(v, lang)),
      });
    case 'fit.mustHave.education':
    case 'fit.part.education':
      return fill(template, {
        ...stringsOf(reason.params),
        required: hlOfEdu.labelOf(reason.params.required, lang),
        actual: stated(reason.params.actual, (v) => hlOfEdu.labelOf(v, lang)),
      });
    case 'fit.part.field':
      return fill(template, {
        ...stringsOf(reason.params),
        required: professionalFields.labelOf(reason.params.required, lang),
        actual: stated(reason.params.actual, (v) =>
          v
            .split(', ')
            .map((f) => professionalFields.labelOf(f, lang))
            .join(lang === 'ar' ? '، ' : ', '),
        ),
      });
    case 'fit.part.skills':
      return fill(template, {
        ...stringsOf(reason.params),
        skills: reason.params.skills === '' ? '' : ` (${reason.params.skills})`,
      });
    case 'fit.part.style':
      return fill(template, {
        ...stringsOf(reason.params),
        style: isiTypeName(reason.params.style, lang),
      });
    case 'fit.part.notAsked':
      return fill(template, { part: t[`fit.partName.${reason.params.part}`] });
  }
}

function stringsOf(params: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
}
