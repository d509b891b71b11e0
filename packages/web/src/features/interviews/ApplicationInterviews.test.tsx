// Issue 19: the application's interviews in the detail panel: the time in the viewer's zone and
// the zone it was set in, who is on it and whose scorecard is in, cancel after a confirmation,
// the offered times, and the scorecards side by side (or hidden from an interviewer without one).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { signOut } from '../../lib/session';
import { ApplicationInterviews } from './ApplicationInterviews';
import { CardInterviews } from './CardInterviews';
import { fakeServer, ids, interview, json, signInAs, type Route } from './fakeServer.test-helper';
import type { CompanyApplication } from '@talentpool/domain/jobs/schemas';
import type { ScorecardList } from './types';

const cards: ScorecardList = {
  scorecards: [
    {
      _id: 's1',
      interviewId: ids.interview,
      interviewer: { _id: ids.ines, name: 'Ines Interviewer', email: 'ines@x.com' },
      ratings: [
        { attribute: 'Planning', score: 4 },
        { attribute: 'Teamwork', score: 2 },
      ],
      recommendation: 'yes',
      notes: 'Clear answers.',
      submittedAt: '2030-03-05T10:00:00.000Z',
    },
    {
      _id: 's2',
      interviewId: ids.interview,
      interviewer: { _id: ids.omar, name: 'Omar Odeh', email: 'omar@x.com' },
      ratings: [
        { attribute: 'Planning', score: 3 },
        { attribute: 'Teamwork', score: 1 },
      ],
      recommendation: 'strongNo',
      notes: '',
      submittedAt: '2030-03-05T11:00:00.000Z',
    },
  ],
  hidden: false,
  summary: {
    submitted: 2,
    expected: 3,
    average: 2.5,
    attributes: [
      { attribute: 'Planning', average: 3.5, label: { en: 'Planning', ar: 'التخطيط' } },
      { attribute: 'Teamwork', average: 1.5, label: { en: 'Teamwork', ar: 'العمل الجماعي' } },
    ],
    recommendations: { strongNo: 1, no: 0, yes: 1, strongYes: 0 },
  },
};

function route(scorecards: ScorecardList, extra: Route = () => undefined): Route {
  return (call) =>
    extra(call) ??
    (call.url === `/api/company/applications/${ids.application}/interviews`
      ? json(200, {
          interviews: [interview()],
          offers: [
            {
              _id: 'o1',
              slots: [
                { startsAt: '2030-04-01T08:00:00.000Z', durationMinutes: 30 },
                { startsAt: '2030-04-01T09:00:00.000Z', durationMinutes: 30 },
                { startsAt: '2030-04-01T10:00:00.000Z', durationMinutes: 30 },
              ],
              usedAt: null,
              expiresAt: '2030-04-15T08:00:00.000Z',
            },
          ],
        })
      : call.url === `/api/company/applications/${ids.application}/scorecards`
        ? json(200, scorecards)
        : undefined);
}

function renderSection(canManage: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ApplicationInterviews
          applicationId={ids.application}
          jobId={ids.job}
          applicantName="Salma Ali"
          canManage={canManage}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('the interviews of an application', () => {
  it('shows each interview, who is on it and whose scorecard is in, and the times offered', async () => {
    signInAs('recruiter');
    fakeServer(route(cards));
    renderSection(true);
    const item = await screen.findByTestId(`interview-${ids.interview}`);
    // The zone it was set in is named (the test runner's zone is not Cairo's).
    expect(item.textContent).toMatch(/Set in Africa\/Cairo: .*10:00/);
    expect(item.textContent).toContain('Place: Room 4');
    const people = within(item).getAllByRole('listitem');
    expect(people[0]?.textContent).toBe('Ines Interviewer scorecard in');
    expect(people[1]?.textContent).toBe('Omar Odeh scorecard missing');
    expect(screen.getByText(/3 times offered, link valid until/)).toBeTruthy();
  });

  it('cancels an interview only after a confirmation', async () => {
    signInAs('recruiter');
    const calls = fakeServer(
      route(cards, (call) =>
        call.method === 'POST' && call.url === `/api/company/interviews/${ids.interview}/cancel`
          ? json(200, { interview: interview({ status: 'cancelled' }) })
          : undefined,
      ),
    );
    renderSection(true);
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel the interview of/ }));
    const confirm = screen.getByRole('dialog');
    expect(confirm.textContent).toMatch(/get a cancellation/);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /^Cancel the interview of/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
        [`/api/company/interviews/${ids.interview}/cancel`, {}],
      ]),
    );
  });

  it('puts the scorecards side by side with the averages and recommendations', async () => {
    signInAs('recruiter');
    fakeServer(route(cards));
    renderSection(true);
    expect((await screen.findByTestId('scorecard-count')).textContent).toBe(
      '2 of 3 scorecards · Average: 2.5 of 4',
    );
    const table = screen.getByRole('table', {
      name: 'Ratings per attribute, interviewers side by side',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Attribute', 'Ines Interviewer', 'Omar Odeh', 'Average'],
      ['Planning', '4 of 4', '3 of 4', '3.5'],
      ['Teamwork', '2 of 4', '1 of 4', '1.5'],
      ['Recommendations', 'Yes', 'Strong no', ''],
    ]);
    expect(screen.getByText('Clear answers.')).toBeTruthy();
  });

  it("tells an interviewer without a scorecard that the others' stay hidden", async () => {
    signInAs('interviewer', ids.omar);
    fakeServer(
      route({
        ...cards,
        scorecards: [],
        hidden: true,
      }),
    );
    renderSection(false);
    expect(
      await screen.findByText("The others' scorecards stay hidden until you submit yours."),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    // Counts still show; no schedule, move or cancel; the own scorecard is a link away.
    expect(screen.getByTestId('scorecard-count').textContent).toMatch(/^2 of 3 scorecards/);
    expect(screen.queryByRole('button', { name: 'Schedule interview' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancel the interview/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Fill in my scorecard' }).getAttribute('href')).toBe(
      `/Company/Interviews/${ids.interview}/scorecard`,
    );
  });
});

describe('the pipeline card', () => {
  const application = {
    _id: ids.application,
    jobId: ids.job,
    interviews: { next: '2030-03-05T08:00:00.000Z', scorecards: { submitted: 2, expected: 3 } },
  } as unknown as CompanyApplication;

  it('says how many scorecards are in and when the next interview is', () => {
    signInAs('recruiter');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CardInterviews
          application={application}
          jobId={ids.job}
          applicantName="Salma Ali"
          canManage={false}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('2 of 3 scorecards')).toBeTruthy();
    expect(screen.getByText(/^Next interview: .*2030/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says it in Arabic, with a schedule button for a member who may manage', async () => {
    await i18n.changeLanguage('ar');
    signInAs('recruiter');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CardInterviews
          application={application}
          jobId={ids.job}
          applicantName="Salma Ali"
          canManage
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('2 من 3 بطاقات تقييم')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تحديد مقابلة مع Salma Ali' })).toBeTruthy();
  });
});
