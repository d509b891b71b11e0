// Journey (issue 40, decisions.md 21, decision 274): anyone opens the ISI's technical report from
// /isi. The page shows what the server stored (the snapshot GET /api/public/isi/technical-report
// answers): the computed date, each scale's alpha with its interval and sample, or "not enough
// data" where the sample is under its minimum. Arabic (right to left) on a phone at 375x812 and
// English on a laptop at 1280x800, with no sideways scrolling of the page.
import { expect, test, type Page } from '@playwright/test';
import { axeOf, wcagTags } from './support/axe';
import { baseURL } from './support/env';

/** The parts of getIsiTechnicalReport's answer this journey reads (IsiTechnicalReport). */
interface IsiTechnicalReport {
  status: 'computed' | 'notComputed';
  respondents: number;
  scales: {
    scale: string;
    alpha: { n: number; value: number | null };
    retest: { n: number; r: number | null };
  }[];
  fitOutcomes: { decided: number; hired: number; auc: number | null };
}

async function storedReport(): Promise<IsiTechnicalReport> {
  // The first call may queue the first computation (decision 274); the page asks again until it
  // is there, and so does this.
  let report: IsiTechnicalReport | null = null;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseURL}/api/public/isi/technical-report`);
        report = (await res.json()) as IsiTechnicalReport;
        return report.status;
      },
      { timeout: 60_000 },
    )
    .toBe('computed');
  if (!report) throw new Error('no report');
  return report;
}

/** No serious or critical axe violation (decisions.md 9), and no sideways scrolling. */
async function accessible(page: Page) {
  const results = await axeOf(page).withTags(wcagTags).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
  await noSidewaysScroll(page);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('at 375x812 in Arabic', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the technical report reads right to left with every figure’s sample', async ({ page }) => {
    await page.goto('/isi?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('link', { name: 'التقرير الفني لمقياس ISI: كل رقم مع عينته' }).click();
    await expect(page).toHaveURL(/\/isi\/technical/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'التقرير الفني لمقياس ISI' }),
    ).toBeVisible();
    const report = await storedReport();
    await expect(page.getByTestId('technical-report')).toBeVisible({ timeout: 30_000 });

    const alpha = page.getByTestId('technical-alpha');
    const deductive = alpha.getByRole('row', { name: /استنتاجي/ });
    const flt = report.scales.find((s) => s.scale === 'flt');
    if (!flt) throw new Error('no flt');
    // The sample (Latin digits, decision 071), and the figure or "not enough data".
    await expect(deductive).toContainText(
      new Intl.NumberFormat('ar-u-nu-latn').format(flt.alpha.n),
    );
    if (flt.alpha.value === null) await expect(deductive).toContainText('لا توجد بيانات كافية');
    else
      await expect(deductive).toContainText(
        new Intl.NumberFormat('ar-u-nu-latn', {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(flt.alpha.value),
      );
    await expect(
      page.getByRole('heading', { name: 'درجة الملاءمة وقرارات التوظيف' }),
    ).toBeVisible();
    await expect(page.getByText('ما لا يعنيه:').first()).toBeVisible();
    await accessible(page);
  });
});

test.describe('at 1280x800 in English', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the technical report shows the stored snapshot, each figure with its sample', async ({
    page,
  }) => {
    const report = await storedReport();
    await page.goto('/isi/technical?lang=en');
    await expect(
      page.getByRole('heading', { level: 1, name: "The ISI's technical report" }),
    ).toBeVisible();
    await expect(page.getByTestId('technical-computed')).toContainText(
      `from ${new Intl.NumberFormat('en-GB').format(report.respondents)} respondents`,
    );
    for (const [testId, pick] of [
      ['technical-alpha', (s: IsiTechnicalReport['scales'][number]) => s.alpha.value],
      ['technical-retest', (s: IsiTechnicalReport['scales'][number]) => s.retest.r],
    ] as const) {
      const table = page.getByTestId(testId);
      await expect(table.getByRole('row')).toHaveCount(9);
      const first = report.scales[0];
      if (!first) throw new Error('no scale');
      const row = table.getByRole('row', { name: /Deductive/ });
      const value = pick(first);
      await expect(row).toContainText(value === null ? 'not enough data' : value.toFixed(2));
    }
    const fit = page.getByTestId('technical-fit');
    await expect(fit).toContainText(
      `${report.fitOutcomes.decided} decided applications: ${report.fitOutcomes.hired} hired`,
    );
    if (report.fitOutcomes.auc === null) await expect(fit).toContainText('not enough data');
    await expect(
      page.getByRole('heading', { name: 'Differences of type between groups' }),
    ).toBeVisible();
    await expect(page.getByText('What it does not mean:')).toHaveCount(6);
    await accessible(page);
  });
});
