// Issue 40 (decision 274): /isi/technical shows each figure with its sample, "not enough data"
// where the snapshot has none (below its minimum), and "not computed yet" before the first run;
// in Arabic too.
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTechnicalReport, notComputedReport } from '@talentpool/domain/isi/technical';
import { accuracyOf } from '@talentpool/domain/jobs/accuracy';
import { isiScaleKeys } from '@talentpool/domain/plain/isi';
import i18n from '../../lib/i18n';
import { TechnicalReportPage } from './TechnicalReportPage';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const perScale = <T,>(v: T) =>
  Object.fromEntries(isiScaleKeys.map((k) => [k, v])) as Record<(typeof isiScaleKeys)[number], T>;

const report = buildTechnicalReport(
  {
    computedAt: new Date('2026-12-06T03:41:00Z'),
    reliability: {
      respondents: 250,
      simulatedRespondents: 40,
      scales: perScale({
        alpha: 0.81234,
        items: [1, 2, 3, 4, 5, 6].map((id) => ({ id, reverse: id === 2, itemTotal: 0.5 })),
      }),
    },
    // Under 30 pairs: no r.
    retest: { pairs: 12, scales: perScale(0.9) },
    norms: { respondents: 250, histograms: perScale(Array.from({ length: 101 }, () => 2)) },
    groups: [
      { dimension: 'gender', group: 'female', iRes1: 0, iRes2: 4, n: 3 },
      { dimension: 'gender', group: 'male', iRes1: 1, iRes2: 5, n: 9 },
    ],
    outcomes: { hiredFits: [70, 80], rejectedFits: [10, 20, 30] },
    accuracy: accuracyOf(0, 0),
  },
  12,
);

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TechnicalReportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('TechnicalReportPage', () => {
  it('shows each figure with its sample, and "not enough data" below a minimum', async () => {
    answer(report);
    renderPage();
    const alpha = await screen.findByTestId('technical-alpha');
    const deductive = within(alpha).getByRole('row', { name: /Deductive/ });
    expect(deductive.textContent).toContain('0.81');
    expect(deductive.textContent).toContain('250');
    const retest = within(screen.getByTestId('technical-retest')).getByRole('row', {
      name: /Deductive/,
    });
    expect(retest.textContent).toContain('not enough data');
    expect(retest.textContent).toContain('12');
    expect(screen.getByTestId('technical-simulated').textContent).toContain('40');
    const gender = screen.getByTestId('technical-groups-gender');
    expect(within(gender).getByRole('row', { name: /Woman/ }).textContent).toContain(
      'fewer than 5',
    );
    // 5 decided: under 30, no AUC.
    expect(screen.getByTestId('technical-fit').textContent).toContain('not enough data');
  });

  it('says "not computed yet" before the first run', async () => {
    answer(notComputedReport());
    renderPage();
    expect((await screen.findByTestId('technical-not-computed')).textContent).toContain(
      'Not computed yet',
    );
  });

  it('reads in Arabic', async () => {
    await i18n.changeLanguage('ar');
    answer(report);
    renderPage();
    await screen.findByTestId('technical-alpha');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('التقرير الفني لمقياس ISI');
    expect(screen.getByTestId('technical-retest').textContent).toContain('لا توجد بيانات كافية');
  });
});
