// Issue 25 (decision 126): what a posting says to people and crawlers beyond its title: the kind
// of employment, an optional salary range and an application deadline. Pure values shared by
// the posting schemas, the server's job pages and feeds, and the web form.
import { intlLocaleOf, type Language } from '../plain/language';
import { countryList, type HLOfEdu, type YearsOfExp } from '../plain/profile';
import {
  employmentTypes,
  salaryPeriods,
  type EmploymentType,
  type SalaryPeriod,
} from '../plain/jobs';

// In plain/jobs.ts, which imports nothing (decision 285: jobs/labels.ts reads them there, so a
// page that only shows labels does not load the country list this module needs).
export { employmentTypes, salaryPeriods, type EmploymentType, type SalaryPeriod };

/** schema.org JobPosting employmentType values that Google's job search reads. */
export const googleEmploymentType: Record<EmploymentType, string> = {
  fullTime: 'FULL_TIME',
  partTime: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

/** schema.org QuantitativeValue unitText of a salary period (Google's HOUR ... YEAR). */
export const googleSalaryUnit: Record<SalaryPeriod, string> = {
  hour: 'HOUR',
  day: 'DAY',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
};

/**
 * decisions.md 17: schema.org EducationalOccupationalCredential `credentialCategory` of a
 * posting's minimum education, in the words Google's job search reads (high school, associate
 * degree, bachelor degree, professional certificate, postgraduate degree). A student is asked to
 * have finished school; a non-faculty graduate holds an institute's (two-year) diploma.
 */
export const googleCredentialCategory: Record<HLOfEdu, string> = {
  'Undergraduate student': 'high school',
  'Non-faculty graduate': 'associate degree',
  'Faculty degree': 'bachelor degree',
  'Post graduate degree': 'postgraduate degree',
};

/**
 * The months of experience a posting's minimum asks for (schema.org
 * OccupationalExperienceRequirements monthsOfExperience); '<2 years' asks for none.
 */
export const minimumMonthsOfExperience: Record<YearsOfExp, number> = {
  '<2 years': 0,
  '2-5 years': 24,
  '6-10 years': 60,
  '>10 years': 120,
};

const countryCodes = new Set(countryList.map((c) => c.code));
const countryCodeByName = new Map(countryList.map((c) => [c.name, c.code]));

/**
 * A country as job sites read it, the ISO 3166-1 alpha-2 code: a posting stores the code, a
 * company profile the English name (spec 3); '' when it is neither.
 */
export function isoCountryCode(value: string | null | undefined): string {
  if (!value) return '';
  if (countryCodes.has(value)) return value;
  return countryCodeByName.get(value) ?? '';
}

/**
 * ISO 4217 currency codes in use (the list Intl.supportedValuesOf('currency') gives on Node 20,
 * less the IMF units XDR and XSU, which nobody is paid in). A fixed list, not Intl at run time:
 * browsers differ in what they know, and the form and the server must agree.
 */
export const currencyCodes = (
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP ' +
  'BYN BZD CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP ' +
  'GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES ' +
  'KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR ' +
  'MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB ' +
  'RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY ' +
  'TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG ZWL'
).split(' ');
const currencySet = new Set(currencyCodes);

export function isCurrencyCode(value: string): boolean {
  return currencySet.has(value);
}

/** The currencies offered first in the form (the region's, then the usual ones). */
export const commonCurrencies = ['EGP', 'SAR', 'AED', 'KWD', 'QAR', 'USD', 'EUR', 'GBP'] as const;

export const salaryLimits = {
  /** Larger figures are typing mistakes, and stay inside numeric(12, 2). */
  max: 1_000_000_000,
} as const;

/**
 * Is a published posting still taking applications at `now`? A posting whose deadline has passed
 * reads as closed everywhere (board, job page, feeds, applying) without any job changing its row.
 */
export function isOpenPosting(
  status: string,
  applicationDeadline: Date | string | null | undefined,
  now: Date = new Date(),
): boolean {
  if (status !== 'published') return false;
  if (applicationDeadline === null || applicationDeadline === undefined) return true;
  const deadline =
    applicationDeadline instanceof Date ? applicationDeadline : new Date(applicationDeadline);
  return deadline.getTime() > now.getTime();
}

// Building an Intl.NumberFormat costs far more than using one: a feed of 10,000 postings spent
// over a second on them. One per language and currency, made on first use.
const currencyFormats = new Map<string, Intl.NumberFormat | null>();
function currencyFormat(lang: Language, currency: string): Intl.NumberFormat | null {
  const key = `${lang}:${currency}`;
  let format = currencyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(intlLocaleOf(lang), {
        style: 'currency',
        currency,
        maximumFractionDigits: 2,
      });
    } catch {
      format = null;
    }
    currencyFormats.set(key, format);
  }
  return format;
}

/** A salary as the page shows it: "EGP 10,000 – 15,000 per month", in the reader's language. */
export function formatSalary(
  salary: { min: number; max: number | null; currency: string; period: SalaryPeriod },
  lang: Language,
  periodLabel: string,
): string {
  const formatter = currencyFormat(lang, salary.currency);
  const format = (n: number) => (formatter ? formatter.format(n) : `${salary.currency} ${n}`);
  const range =
    salary.max !== null && salary.max !== salary.min
      ? `${format(salary.min)} – ${format(salary.max)}`
      : format(salary.min);
  return `${range} ${periodLabel}`;
}
