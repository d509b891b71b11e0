// The job board's search lives in the URL (shareable, survives a reload, back and forward work):
// these turn the URL into the form and the query, and the form back into URL parameters. Only
// filled fields go into the URL; a page number only past the first page.
import { countryList, type Option } from '@talentpool/domain/plain/profile';
import type { Language } from '@talentpool/domain/language';
import type { BoardQuery } from './api';
import { salaryPeriodLabels } from '@talentpool/domain/jobs/labels';
import { formatSalary, type SalaryPeriod } from '@talentpool/domain/jobs/reach';
import { pageOf } from './pageParam';

export const boardFilterKeys = [
  'q',
  'field',
  'workplace',
  'country',
  'minEducation',
  'employmentType',
  'hasSalary',
] as const;
export type BoardFilterKey = (typeof boardFilterKeys)[number];
export type BoardForm = Record<BoardFilterKey, string>;

export const emptyBoardForm: BoardForm = {
  q: '',
  field: '',
  workplace: '',
  country: '',
  minEducation: '',
  employmentType: '',
  hasSalary: '',
};

export function boardFormOf(params: URLSearchParams): BoardForm {
  const form = { ...emptyBoardForm };
  for (const key of boardFilterKeys) form[key] = (params.get(key) ?? '').slice(0, 200);
  return form;
}

export { pageOf };

/** The board's call for an address's query: the page's own and its route's prefetch. */
export function boardQueryOf(params: URLSearchParams): BoardQuery {
  return { ...Object.fromEntries(boardUrlParams(boardFormOf(params))), page: pageOf(params) };
}

export function boardUrlParams(form: BoardForm, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of boardFilterKeys) {
    const value = form[key].trim();
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The countries of the profile's list by ISO code (decision 100: postings store the code). */
export function countryCodeOptions(lang: Language): Option[] {
  const options = countryList.map((c) => ({
    value: c.code,
    label: lang === 'ar' ? c.nameAr : c.name,
  }));
  return lang === 'ar' ? options.sort((a, b) => a.label.localeCompare(b.label, 'ar')) : options;
}

export function countryNameOf(code: string | null | undefined, lang: Language): string {
  if (!code) return '';
  const country = countryList.find((c) => c.code === code);
  if (!country) return code;
  return lang === 'ar' ? country.nameAr : country.name;
}

/** A posting's salary in the reader's language ("EGP 12,000 – 18,000 per month"). */
export function salaryTextOf(
  salary: { min: number; max: number | null; currency: string; period: SalaryPeriod },
  lang: Language,
): string {
  return formatSalary(salary, lang, salaryPeriodLabels.labelOf(salary.period, lang));
}
