import { describe, expect, it } from 'vitest';
import { isWidePage } from './widePages';

describe('isWidePage', () => {
  it('is the pipeline of a posting, in its board and list views', () => {
    expect(isWidePage('/CompanyView/Jobs/0ec222ab-57a0-4709-815e-ab50da69c210')).toBe(true);
    expect(isWidePage('/companyview/jobs/0ec222ab/')).toBe(true);
  });

  it('is not the new posting form, a posting form, the postings or another page', () => {
    expect(isWidePage('/CompanyView/Jobs/new')).toBe(false);
    expect(isWidePage('/CompanyView/Jobs/0ec222ab/edit')).toBe(false);
    expect(isWidePage('/CompanyView/Jobs')).toBe(false);
    expect(isWidePage('/Company/Reports')).toBe(false);
  });
});
