// decisions.md 17 (issue 39): the router declares exactly the domain's list of page addresses,
// which the server reads to answer 404 for any other (packages/domain/src/plain/webRoutes.ts).
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { webRoutePatterns } from '@talentpool/domain/plain/webRoutes';
import { routes } from './routes';

function pathsOf(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...pathsOf(route.children ?? []),
  ]);
}

describe('the web routes', () => {
  it('are the domain list, plus the catch-all not-found page', () => {
    const paths = pathsOf(routes);
    expect(paths.filter((p) => p !== '*').sort()).toEqual([...webRoutePatterns].sort());
    expect(paths).toContain('*');
  });
});
