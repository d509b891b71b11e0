import { describe, expect, it } from 'vitest';
import {
  emptySearchForm,
  pageOf,
  searchFormOf,
  sortValueOf,
  urlParamsOf,
  withSort,
} from './searchParams';

describe('search parameters', () => {
  it('put only the filled fields into the URL (spec 5)', () => {
    const params = urlParamsOf({
      ...emptySearchForm,
      jobPosition: 'Digital Services',
      iRes2: '5',
      q: '  react  ',
    });
    expect(params.toString()).toBe('jobPosition=Digital+Services&iRes2=5&q=react');
    expect(urlParamsOf(emptySearchForm).toString()).toBe('');
  });

  it('keep the page only when it is not the first', () => {
    expect(urlParamsOf({ ...emptySearchForm, faculty: 'Law' }, 3).toString()).toBe(
      'faculty=Law&page=3',
    );
    expect(urlParamsOf(emptySearchForm, 1).has('page')).toBe(false);
  });

  it('carry the order: fit names its posting or card (decisions.md 13)', () => {
    const job = withSort(emptySearchForm, 'job:abc');
    expect(urlParamsOf(job).toString()).toBe('sort=fit&jobId=abc');
    expect(sortValueOf(job)).toBe('job:abc');
    const card = withSort(job, 'card:xyz');
    expect(urlParamsOf(card).toString()).toBe('sort=fit&cardId=xyz');
    expect(sortValueOf(card)).toBe('card:xyz');
    expect(urlParamsOf(withSort(card, 'newest')).toString()).toBe('sort=newest');
    expect(urlParamsOf(withSort(card, '')).toString()).toBe('');
    expect(sortValueOf(searchFormOf(new URLSearchParams('sort=fit')))).toBe('');
  });

  it('read a shared URL back into the form', () => {
    const form = searchFormOf(new URLSearchParams('HLOfEdu=Faculty+degree&iRes1=0&page=2'));
    expect(form).toEqual({ ...emptySearchForm, HLOfEdu: 'Faculty degree', iRes1: '0' });
    expect(pageOf(new URLSearchParams('page=2'))).toBe(2);
    expect(pageOf(new URLSearchParams('page=-1'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=abc'))).toBe(1);
    expect(pageOf(new URLSearchParams(''))).toBe(1);
  });
});
