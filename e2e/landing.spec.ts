// spec 2 (Landing page) and issue 8: the public pages on a phone (375 px) and a desktop
// (1280 px): the hero, every section, the measured accuracy with its measurement note, no
// horizontal scrolling, accessible markup (axe, WCAG 2 AA), sized and lazily loaded images.
import { expect, test, type Page } from '@playwright/test';
import { axeOf, wcagTags } from './support/axe';

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function scrollThrough(page: Page) {
  // Scroll to the bottom so that lazily loaded images are in the layout too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`public pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the landing page shows the hero and every section without horizontal scrolling', async ({
      page,
    }) => {
      await page.goto('/about');
      const hero = page.getByRole('heading', { level: 1, name: 'The talent pool for a good hire' });
      await expect(hero).toBeInViewport();
      const explore = page.getByRole('link', { name: 'Explore' });
      await expect(explore).toBeInViewport();

      for (const name of [
        'About',
        'How it works for job seekers',
        'How it works for companies',
        'Our Technology',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      }
      for (const name of ['How it works for job seekers', 'How it works for companies']) {
        const section = page.getByRole('region', { name });
        await expect(section.getByRole('listitem')).toHaveCount(5);
      }

      // Issue 12: no fixed claim; the measured figure appears together with how it is measured.
      // Journeys in the other worker may have recorded a few hires by now (decision 140): below
      // 30 outcomes the page says none yet or how many so far, never a headline percentage
      // (decision 135).
      await expect(
        page.getByText(/^(Not enough hires measured yet|\d+ outcomes? so far)$/),
      ).toBeVisible();
      await expect(page.getByText('78%')).toHaveCount(0);
      await expect(
        page.getByRole('heading', { name: 'How this accuracy is measured' }),
      ).toBeVisible();
      await expect(page.getByText(/TalentPool measures this itself/)).toBeVisible();

      await scrollThrough(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await explore.click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'About', exact: true }),
      ).toBeInViewport();
    });

    test('the home page shows the hero, Explore leads to the landing page', async ({ page }) => {
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'The talent pool for a good hire' }),
      ).toBeInViewport();
      await expect(page.getByRole('heading', { level: 2, name: 'Two ways in' })).toBeVisible();
      await scrollThrough(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByRole('link', { name: 'Explore' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Our Technology' })).toBeVisible();
    });

    test('in Arabic the pages read right to left, without horizontal scrolling', async ({
      page,
    }) => {
      await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
      for (const path of ['/', '/about']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(
          page.getByRole('heading', { level: 1, name: 'مجمع المواهب لتوظيف موفَّق' }),
        ).toBeVisible();
        await scrollThrough(page);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      }
    });
  });
}

test.describe('accessibility and loading', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('landmarks, one h1, heading order, and no axe violations (WCAG 2 AA)', async ({ page }) => {
    for (const path of ['/', '/about']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveCount(1);
      const levels = await page
        .locator('main h1, main h2, main h3, main h4')
        .evaluateAll((els) => els.map((el) => Number(el.tagName.slice(1))));
      for (let i = 1; i < levels.length; i++) {
        expect(
          (levels[i] ?? 0) - (levels[i - 1] ?? 0),
          `heading order on ${path}`,
        ).toBeLessThanOrEqual(1);
      }
      await scrollThrough(page);
      const results = await axeOf(page).withTags(wcagTags).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.help}`),
        path,
      ).toEqual([]);
    }
  });

  test('images have alt texts and sizes; those below the fold load lazily', async ({ page }) => {
    await page.goto('/about');
    // The page is lazy-loaded and the server paints its first frame (decision 291: the heading and
    // the hero image, before the app): wait for a part only the app's page has.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#how-seekers')).toBeVisible();
    const images = await page.locator('main img').evaluateAll((els) =>
      els.map((el) => {
        const img = el as HTMLImageElement;
        return {
          src: img.getAttribute('src'),
          alt: img.getAttribute('alt'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          top: img.getBoundingClientRect().top,
        };
      }),
    );
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const image of images) {
      expect(image.alt, image.src ?? '').toMatch(/\S/);
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
      if (image.top > 800) expect(image.loading, image.src ?? '').toBe('lazy');
    }
  });
});
