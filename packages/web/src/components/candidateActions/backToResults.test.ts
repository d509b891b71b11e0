import { describe, expect, it } from 'vitest';
import { profilePathFromResults, resultsPathOf } from './backToResults';

describe('the way back to the search results (decision 146)', () => {
  it('keeps the filters, free text, order and page through the profile URL', () => {
    const results = 'jobPosition=IT&q=%D8%A3%D8%AD%D9%85%D8%AF+sql&sort=name&page=3';
    const profile = profilePathFromResults('0d7c9b5e-1111-4222-8333-944455556666', `?${results}`);
    const back = new URL(profile, 'http://x').searchParams.get('back');
    expect(resultsPathOf(back)).toBe(`/Company/Filter?${results}`);
  });

  it('leads to the plain search page with no query, and nowhere when not opened from results', () => {
    expect(resultsPathOf('')).toBe('/Company/Filter');
    expect(resultsPathOf(null)).toBeNull();
  });

  it('never leads anywhere but the search page', () => {
    expect(resultsPathOf('//evil.example/x')).toMatch(/^\/Company\/Filter\?/);
    expect(resultsPathOf('https://evil.example')).toMatch(/^\/Company\/Filter\?/);
  });
});
