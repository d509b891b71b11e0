// A page's own "done loading", without Playwright's `networkidle` (which always waits 500 ms
// with no connection open, ~1.0 s a route on two busy cores: decision 170). The tracker counts
// the page's requests (lazy chunks, language files, API calls) from the moment it is attached;
// `settled` waits until none has been open for `quietMs` and no loading spinner is left in the
// page's main region, so a scan never reads a half-loaded page.
import { expect, type Page, type Request } from '@playwright/test';

export interface RequestTracker {
  /** Waits for the page to be settled: no open request for `quietMs`, no spinner in main. */
  settled(quietMs?: number): Promise<void>;
}

export function trackRequests(page: Page): RequestTracker {
  const open = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    open.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(quietMs = 150) {
      const spinners = page.locator('main .spinner-wrap');
      await expect
        .poll(
          async () => {
            // The spinner first: a request started while it is counted is seen just after.
            const loading = await spinners.count();
            return loading === 0 && open.size === 0 && Date.now() - lastChange >= quietMs;
          },
          {
            message: 'the page is still loading (a request open or a spinner shown)',
            intervals: [50],
          },
        )
        .toBe(true);
    },
  };
}
