// spec 5 (Filter): only filled fields go into the query. The applied search is kept in the URL
// (shareable, survives a reload); these turn the form into URL parameters and back.
import { searchFilterKeys } from '@talentpool/domain/company/search';

/** The filters, the free text, and the order (decisions.md 13: sort, and jobId or cardId with fit). */
export const searchFormKeys = [...searchFilterKeys, 'q', 'sort', 'jobId', 'cardId'] as const;
export type SearchForm = Record<(typeof searchFormKeys)[number], string>;

export const emptySearchForm: SearchForm = {
  jobPosition: '',
  yearsOfExp: '',
  HLOfEdu: '',
  faculty: '',
  iRes1: '',
  iRes2: '',
  q: '',
  sort: '',
  jobId: '',
  cardId: '',
};

export function searchFormOf(params: URLSearchParams): SearchForm {
  const form = { ...emptySearchForm };
  for (const key of searchFormKeys) form[key] = params.get(key) ?? '';
  return form;
}

/** Only filled fields, trimmed, plus the page when it is not the first. */
export function urlParamsOf(form: SearchForm, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of searchFormKeys) {
    const value = form[key].trim();
    if (value !== '') params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The page asked for in the URL; anything that is not a positive whole number means 1. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The sort select's value: '' (the default: relevance with words, name without), 'relevance',
 * 'name', 'newest', or fit to a posting ('job:<id>') or a saved description card ('card:<id>').
 */
export function sortValueOf(form: SearchForm): string {
  if (form.sort === 'fit') {
    if (form.jobId) return `job:${form.jobId}`;
    if (form.cardId) return `card:${form.cardId}`;
    return '';
  }
  return form.sort;
}

/** The form with the order chosen in the sort select (see sortValueOf). */
export function withSort(form: SearchForm, value: string): SearchForm {
  const [kind, id = ''] = value.split(':');
  if (kind === 'job') return { ...form, sort: 'fit', jobId: id, cardId: '' };
  if (kind === 'card') return { ...form, sort: 'fit', jobId: '', cardId: id };
  return { ...form, sort: value, jobId: '', cardId: '' };
}
