// Decision 135: the response-quality flags and the norms beside an ISI result, in both languages.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { IsiFlagsNote, IsiNormsNote } from './IsiTrustNotes';

function withClient(element: ReactElement, body: unknown) {
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
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const flat = (n: number) => Array.from({ length: 101 }, (_, score) => (score === 50 ? n : 0));
const scales = ['flt', 'frt', 'brt', 'blt', 'flp', 'frp', 'brp', 'blp'] as const;

describe('IsiFlagsNote', () => {
  it('tells a company what was seen and that the scores are unchanged', () => {
    render(
      <IsiFlagsNote
        flags={{ straightLining: true, tooFast: true, inconsistent: false }}
        audience="company"
      />,
    );
    const note = screen.getByTestId('isi-flags');
    expect(note.textContent).toContain('Straight-lining');
    expect(note.textContent).toContain('Answered too fast');
    expect(note.textContent).not.toContain('Inconsistent');
    expect(note.textContent).toContain('unchanged');
  });

  it('says nothing was seen, and nothing at all for an unchecked result', () => {
    const { rerender } = render(
      <IsiFlagsNote
        flags={{ straightLining: false, tooFast: false, inconsistent: false }}
        audience="company"
      />,
    );
    expect(screen.getByTestId('isi-flags').textContent).toContain('No sign of careless answering');
    rerender(<IsiFlagsNote flags={null} audience="company" />);
    expect(screen.queryByTestId('isi-flags')).toBeNull();
  });

  it('advises the candidate to retake calmly, in Arabic too, and only when a flag is raised', async () => {
    const flags = { straightLining: false, tooFast: true, inconsistent: false };
    const { rerender } = render(<IsiFlagsNote flags={flags} audience="candidate" />);
    expect(screen.getByRole('note').textContent).toContain(
      'taking the questionnaire again, calmly',
    );
    await i18n.changeLanguage('ar');
    rerender(<IsiFlagsNote flags={{ ...flags }} audience="candidate" />);
    expect(screen.getByRole('note').textContent).toContain('بهدوء');
    rerender(<IsiFlagsNote flags={{ ...flags, tooFast: false }} audience="candidate" />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('IsiNormsNote', () => {
  it('shows each percentile with the norm group and its size', async () => {
    withClient(<IsiNormsNote scores={{ flt: 50, frt: 100, brt: 0 }} />, {
      group: 'currentResults',
      respondents: 120,
      simulatedRespondents: 0,
      minimumRespondents: 100,
      computedAt: '2026-11-27T03:41:00.000Z',
      histograms: Object.fromEntries(scales.map((k) => [k, flat(120)])),
    });
    const norms = await screen.findByTestId('isi-norms');
    expect(norms.textContent).toContain('current results of 120 people');
    expect(norms.textContent).toContain('Deductive: percentile 50');
    expect(norms.textContent).toContain('Inductive: percentile 100');
    expect(norms.textContent).toContain('Affective: percentile 0');
  });

  it('says "not enough answers yet" below the minimum', async () => {
    withClient(<IsiNormsNote scores={{ flt: 50 }} />, {
      group: 'currentResults',
      respondents: 12,
      simulatedRespondents: 0,
      minimumRespondents: 100,
      computedAt: null,
      histograms: null,
    });
    expect((await screen.findByTestId('isi-norms')).textContent).toContain(
      'Not enough answers yet for percentiles: 12 current results, 100 needed.',
    );
  });
});
