// The page's layout shifts from its start (the Layout Instability API, as Lighthouse reads it).
import type { Page } from '@playwright/test';

/** Watches the page from its next load; the returned function reads the sum so far. */
export async function watchShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) {
        w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}
