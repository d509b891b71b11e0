// Decision 110: the pipeline asks the domain's policy with the posting's team. A recruiter moves
// applicants and sees the hiring team; a hiring manager the posting's team leaves out gets the
// page read-only (no stage to pick, no invitation); an interviewer is told the page is not for
// their role. The server is a stubbed fetch answering as the contract says.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyApplication, Posting } from '@talentpool/domain/jobs/schemas';
import type { MemberRole } from '@talentpool/domain/members/policy';
import type { Member } from '@talentpool/domain/members/schemas';
import i18n from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { signIn, signOut } from '../../lib/session';
import { PipelinePage } from './PipelinePage';

const postingId = '20000000-0000-4000-8000-000000000001';
const viewerId = '10000000-0000-4000-8000-000000000001';

const hana: Member = {
  _id: '10000000-0000-4000-8000-000000000002',
  name: 'Hana Manager',
  email: 'hana@example.com',
  role: 'hiringManager',
  status: 'active',
  totpEnabled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const posting: Posting = {
  _id: postingId,
  companyId: '1b6c1c4e-0b7a-4b8e-9a57-0d3f1f0a1b2c',
  companyName: 'Nile Works',
  companyPic: null,
  status: 'published',
  title: 'Operations Planner',
  description: 'Plan the routes.',
  workplace: 'onsite',
  country: 'EG',
  city: 'Cairo',
  field: 'Trading',
  minEducation: 'Faculty degree',
  minExperience: null,
  requirementSource: { kind: 'findboss', items: [21, 22, 23] },
  requirementProfile: { '4': 0, '5': 0, '6': 0, '7': 43 },
  createdAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-11-20T10:00:00.000Z',
  closedAt: null,
  employmentType: 'fullTime',
  salary: null,
  applicationDeadline: null,
  openings: 1,
  applicantCount: 1,
  countsByStage: { applied: 1, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 0 },
  team: [hana],
  by: { _id: hana._id, name: hana.name, email: hana.email },
};

const application: CompanyApplication = {
  _id: '30000000-0000-4000-8000-000000000001',
  jobId: postingId,
  stage: 'applied',
  appliedAt: '2026-11-20T10:00:00.000Z',
  stageChangedAt: '2026-11-20T10:00:00.000Z',
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
};

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The bodies of the stage moves the page sent. */
const moves: unknown[] = [];

/** How the stubbed server answers a stage move (by default at once, moved as asked). */
type MoveAnswer = (body: { stage: string }) => Promise<Response>;

function renderAs(
  role: MemberRole,
  answerMove?: MoveAnswer,
  /** The outcomes due's read of the hired stage (decision 300): held until it settles, or failed. */
  hires: { held?: Promise<void>; fails?: boolean } = {},
) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(url);
      const path = url.split('?')[0];
      if (
        init?.method === 'PATCH' &&
        path === `/api/company/applications/${application._id}/stage`
      ) {
        const body = JSON.parse(String(init.body)) as { stage: string };
        moves.push(body);
        return answerMove ? answerMove(body) : json({ ...application, stage: body.stage });
      }
      if (path === `/api/company/jobs/${postingId}`) return json(posting);
      if (path === `/api/company/jobs/${postingId}/team`) {
        return json({ members: [hana], candidates: [hana] });
      }
      if (path === `/api/company/jobs/${postingId}/applicants`) {
        const query = new URL(url, 'http://x').searchParams;
        const stage = query.get('stage');
        // OutcomesDue reads a hired stage whole; the board's column a page of it.
        if (stage === 'hired' && query.get('pageSize') === '100') {
          await hires.held;
          if (hires.fails) {
            return new Response(JSON.stringify({ error: 'Down', code: 'INTERNAL' }), {
              status: 503,
            });
          }
        }
        const applicants = stage === null || stage === 'applied' ? [application] : [];
        return json({ applicants, total: applicants.length, page: 1, pageSize: 10 });
      }
      if (path === '/api/company/accuracy') {
        return json({ accuracy: null, sampleSize: 0, interval: null, minimumSample: 30 });
      }
      return new Response(JSON.stringify({ error: 'Not found', code: 'NOT_FOUND' }), {
        status: 404,
      });
    }),
  );
  signIn('token', 'company-1', 'Company', {
    member: {
      _id: viewerId,
      email: 'viewer@example.com',
      name: 'The Viewer',
      role,
      totpEnabled: false,
      totpSetupRequired: false,
    },
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/CompanyView/Jobs/${postingId}`]}>
        <Routes>
          <Route path="/CompanyView/Jobs/:id" element={<PipelinePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(async () => {
  moves.length = 0;
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('pipeline', () => {
  it('lets a recruiter move applicants, invite and change the team, and names the creator', async () => {
    renderAs('recruiter');
    // The board's columns load one request each (and the bulk bar its own): more than the default
    // second on a loaded machine.
    expect(
      await screen.findByRole('combobox', { name: 'Stage of Salma Ali' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Created by \u2068Hana Manager\u2069')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Change the hiring team' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Invite a candidate' })).toBeTruthy();
  });

  it('starts with the stage mail ticked, and sends each move with the choice of that moment', async () => {
    renderAs('recruiter');
    const stage = await screen.findByRole(
      'combobox',
      { name: 'Stage of Salma Ali' },
      { timeout: 5000 },
    );
    const mail = screen.getByRole('checkbox', {
      name: 'Send the applicant an e-mail when I move them',
    });
    // Decision 147: on by default, as the server's default.
    expect((mail as HTMLInputElement).checked).toBe(true);
    fireEvent.change(stage, { target: { value: 'screening' } });
    await waitFor(() => expect(moves).toEqual([{ stage: 'screening', notify: true }]));
    fireEvent.click(mail);
    expect((mail as HTMLInputElement).checked).toBe(false);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Stage of Salma Ali' }), {
      target: { value: 'interview' },
    });
    await waitFor(() => expect(moves).toHaveLength(2));
    expect(moves[1]).toEqual({ stage: 'interview', notify: false });
  });

  it('mails people who did not apply only when the sender ticks it (issue 37)', async () => {
    renderAs('recruiter');
    const stage = await screen.findByRole(
      'combobox',
      { name: 'Stage of Salma Ali' },
      { timeout: 5000 },
    );
    const notApplied = screen.getByRole('checkbox', {
      name: 'Also e-mail people who did not apply (imported CVs, sourced)',
    });
    expect((notApplied as HTMLInputElement).checked).toBe(false);
    fireEvent.change(stage, { target: { value: 'screening' } });
    await waitFor(() => expect(moves).toEqual([{ stage: 'screening', notify: true }]));
    fireEvent.click(notApplied);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Stage of Salma Ali' }), {
      target: { value: 'interview' },
    });
    await waitFor(() => expect(moves).toHaveLength(2));
    expect(moves[1]).toEqual({ stage: 'interview', notify: true, notifyNotApplied: true });
  });

  it('race: a second move made while the first is on its way is sent after its answer', async () => {
    // The server records one of two moves that read the same stage: sent together, the second
    // move read 'applied' as the first left it and was dropped. Here the first answer is held
    // until the second move shows on the board; each move notes how many were unanswered when
    // it was sent.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const unansweredWhenSent: number[] = [];
    let unanswered = 0;
    renderAs('recruiter', async (body) => {
      unansweredWhenSent.push(unanswered);
      unanswered += 1;
      if (body.stage === 'screening') await held;
      unanswered -= 1;
      return json({ ...application, stage: body.stage });
    });
    const select = () => screen.findByRole('combobox', { name: 'Stage of Salma Ali' });
    fireEvent.change(await select(), { target: { value: 'screening' } });
    await waitFor(() => expect(moves).toHaveLength(1));
    await waitFor(async () =>
      expect((await select()) as HTMLSelectElement).toHaveProperty('value', 'screening'),
    );
    fireEvent.change(await select(), { target: { value: 'interview' } });
    // The second move shows at once ...
    await waitFor(async () =>
      expect((await select()) as HTMLSelectElement).toHaveProperty('value', 'interview'),
    );
    // ... and goes once the first is answered.
    expect(moves).toHaveLength(1);
    release();
    await waitFor(() => expect(moves).toHaveLength(2));
    expect(moves.map((m) => (m as { stage: string }).stage)).toEqual(['screening', 'interview']);
    expect(unansweredWhenSent).toEqual([0, 0]);
  });

  it('tells the recruiter when someone else moved the applicant first', async () => {
    const said = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    try {
      // The server answers the application as the other move left it (decision 100's race).
      renderAs('recruiter', async () => json({ ...application, stage: 'offer' }));
      fireEvent.change(
        await screen.findByRole('combobox', { name: 'Stage of Salma Ali' }, { timeout: 5000 }),
        { target: { value: 'screening' } },
      );
      await waitFor(() =>
        expect(said).toHaveBeenCalledWith(
          'Salma Ali was moved to Offer by someone else meanwhile; your move was not made.',
        ),
      );
      expect(screen.queryByText('Salma Ali moved to Screening')).toBeNull();
    } finally {
      said.mockRestore();
    }
  });

  it('shows the applicants once what stands above them is there (decision 300)', async () => {
    // The outcomes due above the toolbar and the board arrived after them and pushed them down
    // under a press. The board loads meanwhile (its columns are asked at once) but shows with them.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = renderAs('recruiter', undefined, { held });
    expect(
      await screen.findByRole(
        'combobox',
        { name: 'Stage of Salma Ali', hidden: true },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.includes('stage=applied'))).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Stage of Salma Ali' })).toBeNull();
    // Nor the toolbar under them: "Ranked list" pressed as the list arrived went nowhere.
    expect(screen.getByRole('button', { name: 'Ranked list', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ranked list' })).toBeNull();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    release();
    expect(await screen.findByRole('combobox', { name: 'Stage of Salma Ali' })).toBeTruthy();
  });

  it('does not keep the applicants waiting for retries of the outcomes due (decision 300)', async () => {
    const calls = renderAs('recruiter', undefined, { fails: true });
    const hiresAsked = () =>
      calls.filter((c) => c.includes('stage=hired') && c.includes('pageSize=100')).length;
    // The first failure shows the board, and the failure with it, above it, with a Retry: no
    // retry on its own that would put the line there seconds later and push the board down.
    expect(
      await screen.findByRole('combobox', { name: 'Stage of Salma Ali' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const failed = screen
      .getByText('The hires awaiting an outcome could not be loaded.')
      .closest('[role="alert"]') as HTMLElement;
    expect(failed).toBeTruthy();
    expect(hiresAsked()).toBe(1);
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(hiresAsked()).toBe(2));
  });

  it("shows another team's posting read-only to a hiring manager", async () => {
    renderAs('hiringManager');
    expect(await screen.findByRole('article', { name: 'Salma Ali' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Stage of Salma Ali' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Drag Salma Ali' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invite a candidate' })).toBeNull();
    expect(screen.getByText(/your role does not let you move applicants/)).toBeTruthy();
    expect(await screen.findByText('Hana Manager', { selector: 'bdi' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change the hiring team' })).toBeNull();
  });

  it('tells an interviewer the postings are not for their role, without asking the server', () => {
    const calls = renderAs('interviewer');
    expect(screen.getByRole('alert').textContent).toMatch(/does not let you work on job postings/);
    expect(calls).toEqual([]);
  });
});
