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

/**
 * Where the first element matching `selector` was on the page (not the window) in the first frame
 * it existed, from the page's next load: compared with where it is once the page has settled, it
 * tells whether anything that arrived later moved it (decision 300).
 */
export async function watchFirstPlace(
  page: Page,
  selector: string,
): Promise<() => Promise<{ x: number; y: number } | null>> {
  await page.addInitScript((wanted) => {
    const w = window as unknown as { firstPlace: { x: number; y: number } | null };
    w.firstPlace = null;
    const observer = new MutationObserver(() => {
      const element = document.querySelector(wanted);
      if (!element) return;
      // Read in the mutations' own task: before the browser paints, or anything else arrives.
      const r = element.getBoundingClientRect();
      w.firstPlace = { x: r.x + scrollX, y: r.y + scrollY };
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true });
  }, selector);
  return () =>
    page.evaluate(
      () => (window as unknown as { firstPlace: { x: number; y: number } | null }).firstPlace,
    );
}
