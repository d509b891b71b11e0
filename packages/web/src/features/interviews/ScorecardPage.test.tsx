// Issue 19: the scorecard page rates each attribute of the kit 1..4 with the keyboard, asks for
// what is missing, sends the ratings, recommendation and notes, keeps them on a refusal, and
// shows the team's scorecards once the server lets it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { signOut } from '../../lib/session';
import { ScorecardPage } from './ScorecardPage';
import { fakeServer, ids, interview, json, signInAs, type Call } from './fakeServer.test-helper';
import type { ScorecardList } from './types';

const hidden: ScorecardList = {
  scorecards: [],
  hidden: true,
  summary: {
    submitted: 1,
    expected: 2,
    average: null,
    attributes: [],
    recommendations: { strongNo: 0, no: 0, yes: 1, strongYes: 0 },
  },
};

function server(answerPut: (call: Call) => Response, afterPut: ScorecardList = hidden) {
  let put = false;
  return fakeServer((call) => {
    if (call.url.startsWith('/api/company/interviews/mine')) {
      const past = call.url.includes('scope=past');
      return json(200, {
        interviews: past ? [] : [interview()],
        total: past ? 0 : 1,
        page: 1,
        pageSize: 100,
      });
    }
    if (call.url === `/api/company/jobs/${ids.job}/interview-kit`) {
      return json(200, { attributes: ['Planning', 'Teamwork'], isDefault: true });
    }
    if (call.url === `/api/company/applications/${ids.application}/scorecards`) {
      return json(200, put ? afterPut : hidden);
    }
    if (call.method === 'PUT') {
      const answer = answerPut(call);
      put = answer.ok;
      return answer;
    }
    return undefined;
  });
}

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/Company/Interviews/${ids.interview}/scorecard`]}>
        <Routes>
          <Route path="/Company/Interviews/:id/scorecard" element={<ScorecardPage />} />
        </Routes>
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

describe('the scorecard page', () => {
  it('is filled in with the keyboard and sends what was chosen', async () => {
    signInAs('interviewer', ids.ines);
    const mine = {
      _id: 's1',
      interviewId: ids.interview,
      interviewer: { _id: ids.ines, name: 'Ines Interviewer', email: 'ines@x.com' },
      ratings: [
        { attribute: 'Planning', score: 3 },
        { attribute: 'Teamwork', score: 4 },
      ],
      recommendation: 'strongYes' as const,
      notes: 'Sharp.',
      submittedAt: '2030-03-05T10:00:00.000Z',
    };
    const calls = server(() => json(201, { scorecard: mine }), {
      ...hidden,
      hidden: false,
      scorecards: [mine],
    });
    // jsdom has no CSS.escape, which user-event's arrow keys in a radio group use.
    if (typeof CSS === 'undefined' || !CSS.escape) {
      vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
    }
    const user = userEvent.setup();
    renderPage();
    // Issue 37: the name is isolated (FSI...PDI) so an Arabic name keeps the colon on its side.
    expect(
      await screen.findByRole('heading', { name: 'Scorecard: \u2068Salma Ali\u2069' }),
    ).toBeTruthy();
    expect(
      await screen.findByText("The others' scorecards stay hidden until you submit yours."),
    ).toBeTruthy();

    // Submitting at once asks for every rating and the recommendation.
    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    expect(screen.getAllByText('Rate this attribute.')).toHaveLength(2);
    expect(screen.getByText('Choose a recommendation.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    // Tab into a group, arrows choose (radio groups), each choice says its word.
    const planning = screen.getByRole('group', { name: 'Planning' });
    const good = within(planning).getByRole('radio', { name: '3 Good' });
    good.focus();
    await user.keyboard(' ');
    expect((good as HTMLInputElement).checked).toBe(true);
    const teamwork = screen.getByRole('group', { name: 'Teamwork' });
    within(teamwork).getByRole('radio', { name: '3 Good' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(
      (within(teamwork).getByRole('radio', { name: '4 Excellent' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Strong yes' }));
    await user.type(screen.getByLabelText('Notes'), 'Sharp.');
    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/company/interviews/${ids.interview}/scorecard`,
      body: {
        ratings: [
          { attribute: 'Planning', score: 3 },
          { attribute: 'Teamwork', score: 4 },
        ],
        recommendation: 'strongYes',
        notes: 'Sharp.',
      },
    });
    // Now the team's scorecards show, and the form is the saved one's.
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('keeps the choices and says the refusal where it belongs', async () => {
    signInAs('interviewer', ids.ines);
    server(() =>
      json(400, {
        error: 'Check the fields.',
        code: 'VALIDATION_FAILED',
        fields: { 'ratings.1.score': 'A score is 1 to 4.' },
      }),
    );
    renderPage();
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Planning' })).getByRole('radio', {
        name: '1 Poor',
      }),
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Teamwork' })).getByRole('radio', {
        name: '2 Fair',
      }),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    const teamwork = screen.getByRole('group', { name: 'Teamwork' });
    expect(await within(teamwork).findByText('A score is 1 to 4.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
  });

  // Issue 44: with the check reduced to "a recommendation is chosen", a card with a rating
  // missing was sent once the recommendation was picked.
  it('sends nothing while one rating is missing, even with a recommendation chosen', async () => {
    signInAs('interviewer', ids.ines);
    const calls = server(() => json(201, {}));
    renderPage();
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Planning' })).getByRole('radio', {
        name: '3 Good',
      }),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    const teamwork = screen.getByRole('group', { name: 'Teamwork' });
    expect(await within(teamwork).findByText('Rate this attribute.')).toBeTruthy();
    expect(screen.getAllByText('Rate this attribute.')).toHaveLength(1);
    expect(screen.queryByText('Choose a recommendation.')).toBeNull();
    expect(document.activeElement).toBe(within(teamwork).getAllByRole('radio')[0]);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('says an interview not among mine is not found', async () => {
    signInAs('interviewer', ids.omar);
    fakeServer((call) =>
      call.url.startsWith('/api/company/interviews/mine')
        ? json(200, { interviews: [], total: 0, page: 1, pageSize: 100 })
        : undefined,
    );
    renderPage();
    expect(await screen.findByText('This interview is not among yours.')).toBeTruthy();
  });

  it('marks each written text with its own language on the Arabic page (issue 37)', async () => {
    await i18n.changeLanguage('ar');
    signInAs('interviewer', ids.ines);
    fakeServer((call) => {
      if (call.url.startsWith('/api/company/interviews/mine')) {
        const past = call.url.includes('scope=past');
        return json(200, {
          interviews: past ? [] : [interview({ job: { _id: ids.job, title: 'Planner (Cairo)' } })],
          total: past ? 0 : 1,
          page: 1,
          pageSize: 100,
        });
      }
      if (call.url === `/api/company/jobs/${ids.job}/interview-kit`) {
        return json(200, {
          attributes: ['Planning', 'التواصل', 'Budgeting'],
          isDefault: false,
          labels: [
            { en: 'Planning', ar: 'Planning' },
            { en: 'Communication', ar: 'التواصل' },
            { en: 'Budgeting', ar: 'إعداد الميزانية' },
          ],
        });
      }
      if (call.url === `/api/company/applications/${ids.application}/scorecards`) {
        return json(200, hidden);
      }
      return undefined;
    });
    renderPage();
    // The applicant's name is isolated inside the Arabic heading.
    expect(
      await screen.findByRole('heading', { name: 'بطاقة التقييم: \u2068Salma Ali\u2069' }),
    ).toBeTruthy();
    const english = await screen.findByRole('group', { name: 'Planning' });
    const legendOf = (group: HTMLElement) => group.querySelector('legend');
    expect(legendOf(english)?.getAttribute('lang')).toBe('en');
    expect(legendOf(english)?.getAttribute('dir')).toBe('ltr');
    const arabic = screen.getByRole('group', { name: 'التواصل' });
    expect(legendOf(arabic)?.getAttribute('lang')).toBe('ar');
    expect(legendOf(arabic)?.getAttribute('dir')).toBe('rtl');
    // Issue 37 (decision 269): an attribute with an Arabic text reads in Arabic on this page.
    expect(screen.getByRole('group', { name: 'إعداد الميزانية' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Budgeting' })).toBeNull();
    const title = screen.getByText('Planner (Cairo)');
    expect(title.getAttribute('lang')).toBe('en');
    expect(title.getAttribute('dir')).toBe('ltr');
  });
});
