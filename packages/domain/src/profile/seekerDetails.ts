// Issue 46 (decision 245): what Bayt, Wuzzuf and LinkedIn ask a job seeker beyond spec 3's profile:
// the languages they speak and how well, the city, the salary they expect, their notice period.
// The stored values are these English codes; each has an English and an Arabic label.
import { z } from 'zod';
import type { Language } from '../language';
import type { Option } from '../plain/profile';

interface Labelled<T extends string> {
  values: readonly [T, ...T[]];
  labelOf(value: string, lang: Language): string;
  options(lang: Language): Option[];
  schema: z.ZodEnum<{ [K in T]: K }>;
}

function labelled<const T extends string>(
  labels: Record<T, { en: string; ar: string }>,
): Labelled<T> {
  const values = Object.keys(labels) as unknown as readonly [T, ...T[]];
  const labelOf = (value: string, lang: Language) =>
    Object.hasOwn(labels, value) ? labels[value as T][lang] : value;
  return {
    values,
    labelOf,
    options: (lang) => values.map((value) => ({ value, label: labelOf(value, lang) })),
    schema: z.enum(values as unknown as [T, ...T[]]) as unknown as z.ZodEnum<{ [K in T]: K }>,
  };
}

/** The languages most asked for in Egyptian and Gulf postings (ISO 639-1 codes). */
export const spokenLanguages = labelled({
  ar: { en: 'Arabic', ar: 'العربية' },
  en: { en: 'English', ar: 'الإنجليزية' },
  fr: { en: 'French', ar: 'الفرنسية' },
  de: { en: 'German', ar: 'الألمانية' },
  es: { en: 'Spanish', ar: 'الإسبانية' },
  it: { en: 'Italian', ar: 'الإيطالية' },
  tr: { en: 'Turkish', ar: 'التركية' },
  ru: { en: 'Russian', ar: 'الروسية' },
  zh: { en: 'Chinese', ar: 'الصينية' },
  hi: { en: 'Hindi', ar: 'الهندية' },
  ur: { en: 'Urdu', ar: 'الأردية' },
  fa: { en: 'Persian', ar: 'الفارسية' },
  tl: { en: 'Filipino', ar: 'الفلبينية' },
});

/** Levels as job boards ask them (LinkedIn's proficiency, in four steps). */
export const languageLevels = labelled({
  basic: { en: 'Basic', ar: 'مبتدئ' },
  conversational: { en: 'Conversational', ar: 'محادثة' },
  fluent: { en: 'Fluent', ar: 'بطلاقة' },
  native: { en: 'Native', ar: 'اللغة الأم' },
});

/** The currencies of the Egyptian and Gulf markets, and the two salaries are often quoted in. */
export const salaryCurrencies = labelled({
  EGP: { en: 'EGP', ar: 'جنيه مصري' },
  SAR: { en: 'SAR', ar: 'ريال سعودي' },
  AED: { en: 'AED', ar: 'درهم إماراتي' },
  KWD: { en: 'KWD', ar: 'دينار كويتي' },
  QAR: { en: 'QAR', ar: 'ريال قطري' },
  BHD: { en: 'BHD', ar: 'دينار بحريني' },
  OMR: { en: 'OMR', ar: 'ريال عماني' },
  USD: { en: 'USD', ar: 'دولار أمريكي' },
  EUR: { en: 'EUR', ar: 'يورو' },
});

export const noticePeriods = labelled({
  immediately: { en: 'Immediately', ar: 'فورًا' },
  '1w': { en: '1 week', ar: 'أسبوع' },
  '2w': { en: '2 weeks', ar: 'أسبوعان' },
  '1m': { en: '1 month', ar: 'شهر' },
  '2m': { en: '2 months', ar: 'شهران' },
  '3m': { en: '3 months or more', ar: '3 أشهر أو أكثر' },
});

/** At most this many languages; a language once. */
export const maxSpokenLanguages = 10;

export const spokenLanguageSchema = z.object({
  language: z.enum(spokenLanguages.values, { error: 'profile.languageRequired' }),
  level: z.enum(languageLevels.values, { error: 'profile.levelRequired' }),
});
export type SpokenLanguage = z.infer<typeof spokenLanguageSchema>;

export const spokenLanguagesSchema = z
  .array(spokenLanguageSchema)
  .max(maxSpokenLanguages, { error: 'profile.tooMany' })
  .refine((list) => new Set(list.map((l) => l.language)).size === list.length, {
    error: 'profile.languageTwice',
  });

/** A monthly salary, a whole amount in a currency; a cap against typing slips. */
export const maxMonthlySalary = 10_000_000;
export const expectedSalarySchema = z
  .object({
    amount: z
      .number({ error: 'profile.salaryInvalid' })
      .int({ error: 'profile.salaryInvalid' })
      .min(1, { error: 'profile.salaryInvalid' })
      .max(maxMonthlySalary, { error: 'profile.salaryInvalid' }),
    currency: z.enum(salaryCurrencies.values, { error: 'profile.currencyRequired' }),
  })
  .meta({ id: 'ExpectedSalary' });
export type ExpectedSalary = z.infer<typeof expectedSalarySchema>;

/** "15,000 EGP a month" in the reader's language. */
export function salaryText(salary: ExpectedSalary, lang: Language): string {
  const amount = new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-US').format(salary.amount);
  const currency = salaryCurrencies.labelOf(salary.currency, lang);
  return lang === 'ar' ? `${amount} ${currency} شهريًا` : `${amount} ${currency} a month`;
}

export const seekerDetailsMessagesEn = {
  'profile.languageRequired': 'Choose a language',
  'profile.levelRequired': 'Choose a level',
  'profile.languageTwice': 'Each language once',
  'profile.salaryInvalid': 'Enter a whole monthly amount',
  'profile.currencyRequired': 'Choose a currency',
} as const;

export const seekerDetailsMessagesAr: Record<keyof typeof seekerDetailsMessagesEn, string> = {
  'profile.languageRequired': 'اختر لغة',
  'profile.levelRequired': 'اختر المستوى',
  'profile.languageTwice': 'كل لغة مرة واحدة',
  'profile.salaryInvalid': 'أدخل مبلغًا شهريًا صحيحًا',
  'profile.currencyRequired': 'اختر العملة',
};
