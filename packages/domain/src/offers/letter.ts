// Issue 41 (decisions.md 20): the offer letter. A company keeps one template per language with
// {{placeholders}}, checked the way mail templates are (decision 130: an unknown or broken
// placeholder is refused with its position); the letter of an offer is the template filled with
// the offer's values in the applicant's language, stored with the offer when it is created, so
// that what the approvers approve is what the candidate signs.
import type { Language } from '../plain/language';
import { fillOfferText, offersMessagesAr, offersMessagesEn } from './messages';
import type { Salary, SalaryPeriod } from './schemas';

export const offerLetterPlaceholders = [
  'candidate.name',
  'job.title',
  'company.name',
  'salary',
  'startDate',
  'expiresAt',
] as const;
export type OfferLetterPlaceholder = (typeof offerLetterPlaceholders)[number];
export type OfferLetterValues = Record<OfferLetterPlaceholder, string>;

export interface LetterProblem {
  kind: 'unknown' | 'broken';
  text: string;
  index: number;
}

/** The first problem of a template (unknown placeholder, unbalanced braces), or null. */
export function letterProblem(source: string): LetterProblem | null {
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('{{', at);
    const close = source.indexOf('}}', at);
    if (close !== -1 && (open === -1 || close < open)) {
      return {
        kind: 'broken',
        text: source.slice(Math.max(0, close - 20), close + 2),
        index: close,
      };
    }
    if (open === -1) return null;
    const end = source.indexOf('}}', open + 2);
    const newline = source.indexOf('\n', open);
    if (end === -1 || (newline !== -1 && newline < end)) {
      return { kind: 'broken', text: source.slice(open, open + 22), index: open };
    }
    const name = source.slice(open + 2, end).trim();
    if (!(offerLetterPlaceholders as readonly string[]).includes(name)) {
      return { kind: 'unknown', text: source.slice(open, end + 2), index: open };
    }
    at = end + 2;
  }
  return null;
}

/**
 * A problem as a sentence in a language (the field error of setOfferLetterTemplate,
 * previewOfferLetter and createOffer): what was written, where (counted from 1, as an editor
 * shows it) and, for an unknown name, the placeholders there are.
 */
export function letterProblemText(problem: LetterProblem, lang: Language): string {
  const texts = lang === 'ar' ? offersMessagesAr : offersMessagesEn;
  return fillOfferText(
    texts[problem.kind === 'unknown' ? 'offers.placeholderUnknown' : 'offers.placeholderBroken'],
    {
      text: problem.text,
      index: String(problem.index + 1),
      allowed: offerLetterPlaceholders.map((name) => `{{${name}}}`).join(', '),
    },
  );
}

/** The template with its placeholders filled (a template with a problem is never stored). */
export function renderLetter(source: string, values: OfferLetterValues): string {
  return source.replace(/\{\{\s*([A-Za-z.]+)\s*\}\}/g, (whole, name: string) =>
    (offerLetterPlaceholders as readonly string[]).includes(name)
      ? values[name as OfferLetterPlaceholder]
      : whole,
  );
}

const periodNames: Record<Language, Record<SalaryPeriod, string>> = {
  en: { year: 'a year', month: 'a month', week: 'a week', day: 'a day', hour: 'an hour' },
  ar: { year: 'سنويًا', month: 'شهريًا', week: 'أسبوعيًا', day: 'يوميًا', hour: 'للساعة' },
};

/**
 * A salary as a sentence part: "SAR 12,500.00 a month" / "12,500.00 SAR شهريًا". Digits are
 * Western in both languages (the product's choice for figures, decision 187's PDFs read them so).
 */
export function formatSalary(salary: Salary, lang: Language): string {
  const amount = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: Number.isInteger(salary.amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(salary.amount);
  return lang === 'ar'
    ? `${amount} ${salary.currency} ${periodNames.ar[salary.period]}`
    : `${salary.currency} ${amount} ${periodNames.en[salary.period]}`;
}

/** A calendar day (YYYY-MM-DD) as written in the language: "1 March 2027" / "1 مارس 2027". */
export function formatDay(day: string, lang: Language): string {
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The default letter per language, used until a company writes its own. */
export const defaultOfferLetter: Record<Language, string> = {
  en: [
    'Dear {{candidate.name}},',
    '',
    'We are pleased to offer you the position of {{job.title}} at {{company.name}}.',
    '',
    'Salary: {{salary}}.',
    'Start date: {{startDate}}.',
    '',
    'This offer is open until {{expiresAt}}. To accept it, sign it on the offer page by typing your full name.',
    '',
    'We look forward to working with you.',
    '{{company.name}}',
  ].join('\n'),
  ar: [
    'عزيزي/عزيزتي {{candidate.name}}،',
    '',
    'يسعدنا أن نعرض عليك وظيفة {{job.title}} لدى {{company.name}}.',
    '',
    'الراتب: {{salary}}.',
    'تاريخ البدء: {{startDate}}.',
    '',
    'يبقى هذا العرض قائمًا حتى {{expiresAt}}. لقبوله وقّعه في صفحة العرض بكتابة اسمك الكامل.',
    '',
    'نتطلع إلى العمل معك.',
    '{{company.name}}',
  ].join('\n'),
};

/** The values of a letter, formatted in its language. */
export function letterValues(
  input: {
    candidateName: string;
    jobTitle: string;
    companyName: string;
    salary: Salary;
    startDate: string;
    expiresAt: Date;
  },
  lang: Language,
): OfferLetterValues {
  return {
    'candidate.name': input.candidateName,
    'job.title': input.jobTitle,
    'company.name': input.companyName,
    salary: formatSalary(input.salary, lang),
    startDate: formatDay(input.startDate, lang),
    expiresAt: formatDay(input.expiresAt.toISOString(), lang),
  };
}
