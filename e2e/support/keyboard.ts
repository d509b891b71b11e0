// Keyboard-only helpers of the issue 9 journeys (e2e/keyboard*.spec.ts): the test moves with Tab
// and Shift+Tab only, never click(), fill() or focus(), and checks that the focus is visible.
import { expect, type Locator, type Page } from '@playwright/test';

export const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60, key = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  expect(await isFocused(target), `reached by ${key} within ${max} presses`).toBe(true);
}

/** The focused element, or the label around it, draws an outline at least 2 px wide. */
export async function focusOutline(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: 'body', focusVisible: false, visible: false };
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    };
    const label = el.closest('label');
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${(
      el.getAttribute('aria-label') ??
      el.textContent ??
      ''
    )
      .trim()
      .slice(0, 30)}`;
    return {
      name,
      focusVisible: el.matches(':focus-visible'),
      visible: drawn(el) || (label !== null && drawn(label)),
    };
  });
}

/** The element that has the focus shows it (:focus-visible and a drawn outline). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await focusOutline(page);
  expect(focus.name, 'something has the focus').not.toBe('body');
  expect(focus.focusVisible, `${focus.name} matches :focus-visible`).toBe(true);
  expect(focus.visible, `${focus.name} shows its focus`).toBe(true);
}

/** Tabs to `target` and checks that its focus is visible. */
export async function tabToVisible(page: Page, target: Locator, max = 60, key = 'Tab') {
  await tabTo(page, target, max, key);
  await expectVisibleFocus(page);
}

/** Tabs `stops` times; every element reached shows its focus. */
export async function expectEveryTabStopOutlined(page: Page, stops: number): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const focus = await focusOutline(page);
    if (focus.name === 'body') continue;
    seen.push(focus.name);
    expect(focus.focusVisible, `${focus.name} matches :focus-visible`).toBe(true);
    expect(focus.visible, `${focus.name} shows its focus`).toBe(true);
  }
  expect(seen.length).toBeGreaterThan(3);
}

/** An input's error is announced: aria-invalid, and aria-describedby names a non-empty text. */
export async function expectAnnouncedError(page: Page, field: Locator): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  expect(describedBy, 'aria-describedby').not.toBe('');
  const texts = await Promise.all(
    describedBy
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  expect(texts.join(' ').trim()).not.toBe('');
}

/** Types into the focused element, replacing what it holds. */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}
