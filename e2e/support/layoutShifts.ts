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

/** A pressable element a layout shift moved after it had shown: what it is and how far it went. */
export interface PressableMove {
  element: string;
  from: { x: number; y: number };
  to: { x: number; y: number };
}

/**
 * Decision 300, page-wide: from the page's next load (and each load after), every layout shift
 * not caused by a press or a key (the Layout Instability API leaves those out, as Lighthouse
 * does) whose moved nodes are, or hold, something a person presses (a link, a button, a field, a
 * summary) that was on screen before the shift. The API names up to five nodes a shift, the
 * ones that moved most: a page that moves a button with many others may go unnamed; one that
 * moves it alone, or with its section, is named.
 */
export async function watchPressableMoves(page: Page): Promise<() => Promise<PressableMove[]>> {
  await page.addInitScript(() => {
    type Move = { element: string; from: { x: number; y: number }; to: { x: number; y: number } };
    const w = window as unknown as { pressableMoves: Move[] };
    w.pressableMoves = [];
    const pressable = 'a[href], button, input, select, textarea, summary, [role="button"]';
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? text;
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${name}"`;
    };
    new PerformanceObserver((list) => {
      type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      type Shift = { hadRecentInput: boolean; sources?: Source[] };
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          // Shown before and still shown after: one that appears or goes is not a move.
          const shown = (r: DOMRectReadOnly) => r.width > 0 && r.height > 0;
          if (!element || !shown(source.previousRect) || !shown(source.currentRect)) continue;
          const target = element.matches(pressable) ? element : element.querySelector(pressable);
          if (!target) continue;
          w.pressableMoves.push({
            element: describe(target),
            from: { x: source.previousRect.x, y: source.previousRect.y },
            to: { x: source.currentRect.x, y: source.currentRect.y },
          });
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { pressableMoves: PressableMove[] }).pressableMoves);
}
