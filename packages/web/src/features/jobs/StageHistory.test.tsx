// Decision 130: an application's history names its stages, in the viewer's language, in the
// company's view and in the applicant's own: a posting's own stages, and a default stage the
// applicant passed before the posting took its own list (named by the server from the
// defaults), and a stage of the posting's own that its list has since lost (named by the server
// from the names it kept, decision 155), never by its key. The server is a stubbed fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail, UserApplicationPage } from '@talentpool/domain/jobs/schemas';
import { defaultStages } from '@talentpool/domain/process/stages';
import i18n from '../../lib/i18n';
import { ApplicationPanel } from './ApplicationPanel';
import { UserApplicationsPage } from './UserApplicationsPage';

const applicationId = '30000000-0000-4000-8000-000000000001';
const postingId = '20000000-0000-4000-8000-000000000001';
const names = {
  applied: { en: 'Applied', ar: 'تم التقديم' },
  screening: defaultStages.find((s) => s.key === 'screening')?.name ?? { en: '', ar: '' },
  declined: { en: 'Declined', ar: 'اعتذرنا' },
  phoneCall: { en: 'Phone call', ar: 'مكالمة هاتفية' },
};
// The posting's list now: its own, without the default `screening` the applicant passed.
const stages = [
  { key: 'applied', name: names.applied, kind: 'active' as const },
  { key: 'declined', name: names.declined, kind: 'rejected' as const },
  ...defaultStages.filter((s) => s.kind === 'hired'),
];
const events = [
  { from: null, to: 'applied', at: '2026-11-20T10:00:00.000Z', toName: names.applied },
  {
    from: 'applied',
    to: 'phoneCall',
    at: '2026-11-20T12:00:00.000Z',
    fromName: names.applied,
    toName: names.phoneCall,
  },
  {
    from: 'phoneCall',
    to: 'screening',
    at: '2026-11-21T10:00:00.000Z',
    fromName: names.phoneCall,
    toName: names.screening,
  },
  {
    from: 'screening',
    to: 'declined',
    at: '2026-11-22T10:00:00.000Z',
    fromName: names.screening,
    toName: names.declined,
  },
];

const detail: ApplicationDetail = {
  _id: applicationId,
  jobId: postingId,
  jobTitle: 'Operations Planner',
  stage: 'declined',
  appliedAt: '2026-11-20T10:00:00.000Z',
  stageChangedAt: '2026-11-22T10:00:00.000Z',
  fit: { score: 80, reasons: [] },
  applicant: {
    kind: 'user',
    userId: '40000000-0000-4000-8000-000000000001',
    name: 'Salma Ali',
    pic: null,
    jobPosition: 'Trading',
    yearsOfExp: '1-3',
    HLOfEdu: 'Faculty degree',
    iRes1: 0,
    iRes2: 4,
    isiFlags: null,
  },
  outcome: null,
  outcomeAt: null,
  outcomeBy: null,
  rank: 1,
  fitAtHire: null,
  rankAtHire: null,
  applicantsAtHire: null,
  notes: [],
  history: events.map((e) => ({ ...e, by: null })),
};

const own: UserApplicationPage = {
  applications: [
    {
      _id: applicationId,
      jobId: postingId,
      title: 'Operations Planner',
      companyName: 'Acme',
      companyPic: null,
      jobStatus: 'published',
      stage: 'declined',
      stageName: names.declined,
      appliedAt: '2026-11-20T10:00:00.000Z',
      stageChangedAt: '2026-11-22T10:00:00.000Z',
      history: events,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0];
      if (path === `/api/company/applications/${applicationId}`) return json(detail);
      if (path === '/api/user/applications') return json(own);
      return new Response(JSON.stringify({ error: 'Not found', code: 'NOT_FOUND' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const entries = (container: HTMLElement) =>
  within(container)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span')?.textContent);

describe('stage history', () => {
  it('names the stages in the company’s view, a default one the list no longer has too, in English and Arabic', async () => {
    stubServer();
    for (const lang of ['en', 'ar'] as const) {
      await i18n.changeLanguage(lang);
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <ApplicationPanel
              applicationId={applicationId}
              postingId={postingId}
              stages={stages}
              canManage={false}
              onClose={() => undefined}
            />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      const history = await screen.findByRole('region', {
        name: i18n.t('jobs.pipeline.history'),
      });
      const shown = entries(history);
      expect(shown).toEqual(
        lang === 'en'
          ? ['Applied', 'Applied → Phone call', 'Phone call → Screening', 'Screening → Declined']
          : [
              'تم التقديم',
              'تم التقديم ← مكالمة هاتفية',
              `مكالمة هاتفية ← ${names.screening.ar}`,
              `${names.screening.ar} ← اعتذرنا`,
            ],
      );
      expect(history.textContent).not.toMatch(/screening|declined|phoneCall/);
      cleanup();
    }
  });

  it('names the stages in the applicant’s own view, in English and Arabic', async () => {
    stubServer();
    for (const lang of ['en', 'ar'] as const) {
      await i18n.changeLanguage(lang);
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/Profile/Applications']}>
            <UserApplicationsPage />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      const item = await screen.findByTestId('user-application');
      const steps = within(item).getByRole('group');
      const shown = entries(steps);
      expect(shown).toEqual(
        lang === 'en'
          ? ['Applied', 'Applied → Phone call', 'Phone call → Screening', 'Screening → Declined']
          : [
              'تم التقديم',
              'تم التقديم ← مكالمة هاتفية',
              `مكالمة هاتفية ← ${names.screening.ar}`,
              `${names.screening.ar} ← اعتذرنا`,
            ],
      );
      expect(steps.textContent).not.toMatch(/screening|declined|phoneCall/);
      cleanup();
    }
  });
});
