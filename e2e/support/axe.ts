// The axe-core scan every spec uses. Legacy mode runs axe.run() in the page itself (same-origin
// frames included): the default mode runs axe in each frame, then opens a blank page to combine
// the frames' results, which took 1.0-1.6 s a scan against 0.3-0.7 s for axe itself on
// 2026-11-28's machine (decision 170). The app has no cross-origin frame to miss: its one frame,
// the mail template preview, is never scanned.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: the rules decisions.md section 9 holds the pages to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}
