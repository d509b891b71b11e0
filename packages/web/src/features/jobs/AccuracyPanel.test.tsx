// Issue 19 (decision 120): the accuracy panel puts the interviewers' recommendations next to the
// fit ranking's figure, each by the same sample rules (a figure from the minimum sample on), and
// decision 135's interval: below 30 outcomes the count and the interval only.
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
  it("shows the recommendations' figure beside the ranking's, each with its interval", async () => {
    answer({
      accuracy: 70,
      sampleSize: 30,
      correct: 21,
      interval: { low: 52.1, high: 83.3 },
      minimumSample: 30,
      recommendations: {
        accuracy: 80,
        sampleSize: 30,
        correct: 24,
        interval: { low: 62.7, high: 90.5 },
        minimumSample: 30,
      },
    });
    renderPanel();
    const recommendations = await screen.findByRole('region', {
      name: "Interviewers' recommendations",
    });
    expect(within(recommendations).getByText('80% measured accuracy')).toBeTruthy();
    expect(within(recommendations).getByText('(95% interval 63% to 91%)')).toBeTruthy();
    expect(screen.getByText('70% measured accuracy')).toBeTruthy();
  });

  it('shows only the count and the interval below 30 outcomes, no headline', async () => {
    answer({
      accuracy: null,
      sampleSize: 6,
      correct: 4,
      interval: { low: 30, high: 90.3 },
      minimumSample: 30,
      recommendations: {
        accuracy: null,
        sampleSize: 0,
        correct: 0,
        interval: null,
        minimumSample: 30,
      },
    });
    renderPanel();
    const panel = await screen.findByTestId('accuracy-panel');
    await screen.findByText('6 outcomes so far:');
    expect(
      within(panel).getByText('the accuracy lies between 30% and 90% (95% interval).'),
    ).toBeTruthy();
    expect(panel.textContent).not.toContain('measured accuracy');
    expect(panel.textContent).not.toContain('67%');
  });

  it('says how many outcomes there are and the interval in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    answer({
      accuracy: null,
      sampleSize: 6,
      correct: 4,
      interval: { low: 30, high: 90.3 },
      minimumSample: 30,
      recommendations: {
        accuracy: null,
        sampleSize: 7,
        correct: 5,
        interval: { low: 35.9, high: 91.8 },
        minimumSample: 30,
      },
    });
    renderPanel();
    const recommendations = await screen.findByRole('region', { name: 'توصيات المقابِلين' });
    expect(within(recommendations).getByText(/حتى الآن:$/)).toBeTruthy();
    expect(within(recommendations).getByText(/^تقع الدقة بين/)).toBeTruthy();
  });
});
