// Issue 23: the pipeline lists the hires whose probation has passed without an outcome (oldest
// first), and only those: not a recent hire, not a hire with an outcome. Each opens its
// application. The server is a stubbed fetch answering listApplicants as the contract says.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PipelineApplication } from '@talentpool/domain/jobs/schemas';
import { defaultStages } from '@talentpool/domain/process/stages';
import i18n from '../../lib/i18n';
import { OutcomesDue } from './OutcomesDue';

const postingId = '20000000-0000-4000-8000-000000000001';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

function hire(n: number, name: string, hiredDaysAgo: number, outcome: 'successful' | null) {
  return {
    _id: `30000000-0000-4000-8000-00000000000${n}`,
    jobId: postingId,
    stage: 'hired',
    appliedAt: daysAgo(hiredDaysAgo + 20),
    stageChangedAt: daysAgo(hiredDaysAgo),
    fit: { score: 70, reasons: [] },
    applicant: {
      kind: 'user',
      userId: `40000000-0000-4000-8000-00000000000${n}`,
      name,
      pic: null,
      jobPosition: 'Trading',
      yearsOfExp: '2-5 years',
      HLOfEdu: 'Faculty degree',
      iRes1: 0,
      iRes2: 4,
      isiFlags: null,
    },
    outcome,
    outcomeAt: outcome ? daysAgo(1) : null,
    outcomeBy: null,
    rank: n,
    fitAtHire: 70,
    rankAtHire: n,
    applicantsAtHire: 5,
  } satisfies PipelineApplication;
}

function server(applicants: PipelineApplication[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(
        JSON.stringify({ applicants, total: applicants.length, page: 1, pageSize: 100 }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  return urls;
}

function renderList(onOpen: (id: string) => void = () => undefined) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OutcomesDue postingId={postingId} stages={defaultStages} onOpen={onOpen} />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('outcomes due', () => {
  it('lists hires past their probation without an outcome, oldest first, each opening', async () => {
    const urls = server([
      hire(1, 'Recent Hire', 10, null),
      hire(2, 'Settled Hire', 120, 'successful'),
      hire(3, 'Due Hire', 95, null),
      hire(4, 'Older Due Hire', 200, null),
    ]);
    const opened: string[] = [];
    renderList((id) => opened.push(id));
    const region = await screen.findByRole('region', { name: 'Outcomes to record' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.split(' hired on')[0])).toEqual([
      'Older Due Hire',
      'Due Hire',
    ]);
    expect(region.textContent).toMatch(/passed their 90-day probation/);
    fireEvent.click(
      within(region).getByRole('button', { name: 'Record the outcome of \u2068Due Hire\u2069' }),
    );
    expect(opened).toEqual(['30000000-0000-4000-8000-000000000003']);
    expect(urls[0]).toContain(`company/jobs/${postingId}/applicants?stage=hired`);
  });

  it('shows nothing while no hire is due', async () => {
    const urls = server([hire(1, 'Recent Hire', 10, null)]);
    renderList();
    await vi.waitFor(() => expect(urls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Outcomes to record' })).toBeNull();
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    server([hire(3, 'Due Hire', 95, null)]);
    renderList();
    const region = await screen.findByRole('region', { name: 'نتائج تنتظر التسجيل' });
    expect(region.textContent).toMatch(/عُيّن في/);
  });
});
