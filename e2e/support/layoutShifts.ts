// The page's layout shifts from its start (the Layout Instability API, as Lighthouse reads it).
import type { Locator, Page } from '@playwright/test';

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
 * it was laid out in (in the page and not hidden), from the page's next load: compared with where it is once the page has settled, it
 * tells whether anything that arrived later moved it (decision 300). Several selectors may be
 * watched on one page.
 */
export async function watchFirstPlace(
  page: Page,
  selector: string,
): Promise<() => Promise<{ x: number; y: number } | null>> {
  await page.addInitScript((wanted) => {
    type Places = Record<string, { x: number; y: number }>;
    const w = window as unknown as { firstPlaces?: Places };
    w.firstPlaces ??= {};
    const places = w.firstPlaces;
    const observer = new MutationObserver(() => {
      const element = document.querySelector(wanted);
      // In the page and laid out (not in a part still hidden while it loads).
      if (!element || element.getClientRects().length === 0) return;
      // Read in the mutations' own task: before the browser paints, or anything else arrives.
      const r = element.getBoundingClientRect();
      places[wanted] = { x: r.x + scrollX, y: r.y + scrollY };
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  }, selector);
  return () =>
    page.evaluate(
      (wanted) =>
        (window as unknown as { firstPlaces?: Record<string, { x: number; y: number }> })
          .firstPlaces?.[wanted] ?? null,
      selector,
    );
}

/** Where an element is on the page now (not the window: a press may scroll the window). */
export async function placeOf(locator: Locator): Promise<{ x: number; y: number }> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + scrollX, y: r.y + scrollY };
  });
}
