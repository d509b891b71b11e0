import { describe, expect, it } from 'vitest';
import { isWebPage, webRoutePatterns } from './webRoutes';

describe('isWebPage (decisions.md 17: a real 404 for unknown pages)', () => {
  it('knows every route pattern, with any value in a parameter', () => {
    for (const pattern of webRoutePatterns) {
      expect(isWebPage(pattern.replace(/:[A-Za-z]+/g, 'x1')), pattern).toBe(true);
    }
  });

  it('matches as react-router does: any letter case, a trailing slash', () => {
    expect(isWebPage('/company/members')).toBe(true);
    expect(isWebPage('/jobs/0b7e/')).toBe(true);
    expect(isWebPage('/jobs/%D8%A7')).toBe(true);
  });

  it('refuses what no route matches', () => {
    for (const path of [
      '/nope',
      '/jobs/1/2/3',
      '/Company/Members/extra',
      '/Profile/unknown',
      '/%E0%A4%A',
    ]) {
      expect(isWebPage(path), path).toBe(false);
    }
  });
});
