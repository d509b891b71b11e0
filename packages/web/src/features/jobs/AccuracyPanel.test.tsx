// Issue 19 (decision 120): the accuracy panel puts the interviewers' recommendations next to the
// fit ranking's figure, each by the same sample rules (a figure from the minimum sample on).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { AccuracyPanel } from './AccuracyPanel';

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccuracyPanel />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('accuracy panel', () => {
  it("shows the recommendations' figure beside the ranking's", async () => {
    answer({
      accuracy: 70,
      sampleSize: 10,
      correct: 7,
      minimumSample: 10,
      recommendations: { accuracy: 80, sampleSize: 10, correct: 8, minimumSample: 10 },
    });
    renderPanel();
    const recommendations = await screen.findByRole('region', {
      name: "Interviewers' recommendations",
    });
    expect(within(recommendations).getByText('80% measured accuracy')).toBeTruthy();
    expect(screen.getByText('70% measured accuracy')).toBeTruthy();
  });

  it('says how many more outcomes the recommendations need, in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    answer({
      accuracy: 70,
      sampleSize: 10,
      correct: 7,
      minimumSample: 10,
      recommendations: { accuracy: null, sampleSize: 7, correct: 5, minimumSample: 10 },
    });
    renderPanel();
    const recommendations = await screen.findByRole('region', { name: 'توصيات المقابِلين' });
    expect(within(recommendations).getByText('تلزم 3 نتائج أخرى قبل عرض النسبة.')).toBeTruthy();
  });
});
