// Decision 110: the detail of an application names the member who wrote each note, moved the
// applicant and recorded the outcome (nothing for rows from before members); the note form and
// the outcome buttons show only to a member who may manage the posting, and a refusal (403) is
// said with the note kept. The server is a stubbed fetch answering as the contract says.
import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '@talentpool/domain/jobs/schemas';
import { defaultStages } from '@talentpool/domain/process/stages';
import i18n from '../../lib/i18n';
import { ApplicationPanel, type ApplicationExtrasProps } from './ApplicationPanel';

const applicationId = '30000000-0000-4000-8000-000000000001';
const postingId = '20000000-0000-4000-8000-000000000001';
const adam = { _id: '10000000-0000-4000-8000-000000000003', name: 'Adam Admin', email: 'a@x.com' };
const rita = { _id: '10000000-0000-4000-8000-000000000001', name: null, email: 'rita@x.com' };

const detail: ApplicationDetail = {
  _id: applicationId,
  jobId: postingId,
  jobTitle: 'Operations Planner',
  stage: 'hired',
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
  outcome: 'successful',
  outcomeAt: '2026-11-23T10:00:00.000Z',
  outcomeBy: rita,
  rank: 1,
  fitAtHire: 80,
  rankAtHire: 1,
  applicantsAtHire: 3,
  notes: [
    {
      _id: '50000000-0000-4000-8000-000000000001',
      text: 'Strong planner.',
      createdAt: '2026-11-21T10:00:00.000Z',
      by: adam,
    },
    {
      _id: '50000000-0000-4000-8000-000000000002',
      text: 'An old note.',
      createdAt: '2026-11-19T10:00:00.000Z',
      by: null,
    },
  ],
  history: [
    { from: null, to: 'applied', at: '2026-11-20T10:00:00.000Z', by: null },
    { from: 'applied', to: 'hired', at: '2026-11-22T10:00:00.000Z', by: adam },
  ],
};

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function server(onPost: () => Response, answer: ApplicationDetail = detail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (
        (init.method ?? 'GET') === 'GET' &&
        url === `/api/company/applications/${applicationId}`
      ) {
        return json(200, answer);
      }
      return onPost();
    }),
  );
}

function renderPanel(canManage: boolean, extras?: ComponentType<ApplicationExtrasProps>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ApplicationPanel
          applicationId={applicationId}
          postingId={postingId}
          stages={defaultStages}
          canManage={canManage}
          extras={extras}
          onClose={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const notesOf = async () =>
  within(await screen.findByRole('region', { name: 'Notes' })).getAllByRole('listitem');

describe('application panel', () => {
  // The guest details (GET .../guest) exist only for a guest: the extras are told which one this
  // is, so they ask for them only then (a 404 for a user's application is a console error).
  it('tells the extras whether the applicant has an account or is a guest', async () => {
    const seen: ApplicationExtrasProps[] = [];
    const Extras = (props: ApplicationExtrasProps) => {
      seen.push(props);
      return null;
    };
    server(() => json(500, { error: 'unexpected', code: 'INTERNAL' }));
    renderPanel(true, Extras);
    await notesOf();
    expect(seen.at(-1)).toMatchObject({
      applicationId,
      applicantKind: 'user',
      guestDetails: false,
    });
    cleanup();
    // Issue 37: a guest application confirmed from an account keeps its guest details.
    const claimed = {
      ...detail,
      applicant: { ...detail.applicant, via: 'apply' },
    } as ApplicationDetail;
    server(() => json(500, { error: 'unexpected', code: 'INTERNAL' }), claimed);
    renderPanel(true, Extras);
    await notesOf();
    expect(seen.at(-1)).toMatchObject({ applicantKind: 'user', guestDetails: true });
    cleanup();
    const guest: ApplicationDetail = {
      ...detail,
      applicant: {
        kind: 'guest',
        email: 'g@example.com',
        iRes1: null,
        iRes2: null,
        isiFlags: null,
      },
    };
    server(() => json(500, { error: 'unexpected', code: 'INTERNAL' }), guest);
    renderPanel(true, Extras);
    await notesOf();
    expect(seen.at(-1)).toMatchObject({
      applicationId,
      applicantKind: 'guest',
      guestDetails: true,
    });
  });

  it('names who wrote a note, moved the applicant and recorded the outcome', async () => {
    server(() => json(500, { error: 'unexpected', code: 'INTERNAL' }));
    renderPanel(true);
    const [written, old] = await notesOf();
    expect(written?.textContent).toMatch(/Strong planner\..*by \u2068Adam Admin\u2069/);
    // A note from before members names nobody.
    expect(old?.textContent).not.toMatch(/by /);
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole(
      'listitem',
    );
    expect(history[1]?.textContent).toMatch(/by \u2068Adam Admin\u2069/);
    expect(history[0]?.textContent).not.toMatch(/by /);
    // A member without a name is named by the e-mail.
    expect(screen.getByRole('status').textContent).toMatch(
      /Outcome: .*recorded by \u2068rita@x\.com\u2069/,
    );
  });

  it('hides the note form and outcome buttons from a member who may not manage the posting', async () => {
    server(() => json(500, { error: 'unexpected', code: 'INTERNAL' }));
    renderPanel(false);
    await notesOf();
    expect(screen.queryByRole('button', { name: 'Save note' })).toBeNull();
    expect(screen.queryByRole('button', { name: /successful/i })).toBeNull();
  });

  it('says a refusal of the server on the note and keeps it', async () => {
    server(() => json(403, { error: 'You are not allowed to do this.', code: 'FORBIDDEN' }));
    renderPanel(true);
    await notesOf();
    const note = screen.getByLabelText('Note');
    fireEvent.change(note, { target: { value: 'Call her back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('You are not allowed to do this.')).toBeTruthy();
    expect((note as HTMLTextAreaElement).value).toBe('Call her back');
  });

  it('names the author in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    server(() => json(500, { error: 'unexpected', code: 'INTERNAL' }));
    renderPanel(true);
    const notes = within(await screen.findByRole('region', { name: 'الملاحظات' })).getAllByRole(
      'listitem',
    );
    expect(notes[0]?.textContent).toMatch(/بواسطة \u2068Adam Admin\u2069/);
  });

  it('asks for the outcome of a recent hire only after its probation (issue 23)', async () => {
    const hiredAt = new Date(Date.now() - 10 * 86_400_000).toISOString();
    const recent = {
      ...detail,
      stageChangedAt: hiredAt,
      outcome: null,
      outcomeAt: null,
      outcomeBy: null,
    };
    server(() => json(500, { error: 'unexpected', code: 'INTERNAL' }), recent);
    renderPanel(true);
    const box = await screen.findByRole('region', { name: 'Outcome of the hire' });
    expect(box.textContent).toMatch(
      /after its 90-day probation: you will be asked on \d+ \w+ \d{4}/,
    );
    expect(box.textContent).not.toMatch(/Did this hire work out\?/);
    // Known already: the two outcome buttons are still there (beside the hire's next steps,
    // issue 37).
    expect(within(box).getAllByRole('button', { pressed: false })).toHaveLength(2);
    expect(within(box).getByRole('button', { name: 'Next steps of the hire...' })).toBeTruthy();
  });

  it('asks "Did this hire work out?" once the probation has passed', async () => {
    const old = {
      ...detail,
      stageChangedAt: new Date(Date.now() - 91 * 86_400_000).toISOString(),
      outcome: null,
      outcomeAt: null,
      outcomeBy: null,
    };
    server(() => json(500, { error: 'unexpected', code: 'INTERNAL' }), old);
    renderPanel(true);
    const box = await screen.findByRole('region', { name: 'Outcome of the hire' });
    expect(box.textContent).toMatch(/Did this hire work out\?/);
  });

  it('says a possible duplicate and merges it; lists a merge with its undo (issue 37)', async () => {
    const duplicateId = '30000000-0000-4000-8000-000000000002';
    const mergeId = '60000000-0000-4000-8000-000000000001';
    const merged: ApplicationDetail = {
      ...detail,
      duplicates: [],
      merges: [
        {
          _id: mergeId,
          mergedId: duplicateId,
          name: 'Salma A.',
          via: 'apply',
          matchedOn: 'email',
          at: '2026-11-24T10:00:00.000Z',
          by: adam,
        },
      ],
    };
    const posts: string[] = [];
    server(() => json(500, { error: 'unexpected', code: 'INTERNAL' }), {
      ...detail,
      duplicates: [{ _id: duplicateId, matchedOn: 'email' }],
    });
    const fetchStub = vi.mocked(fetch);
    const answer = fetchStub.getMockImplementation();
    fetchStub.mockImplementation(async (url, init = {}) => {
      if (init.method === 'POST') {
        posts.push(`${String(url)} ${String(init.body ?? '')}`);
        return json(200, merged);
      }
      return answer ? answer(url, init) : json(500);
    });
    renderPanel(true);
    expect(
      await screen.findByText(/Another application to this posting has the same e-mail address/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Merge it into this application' }));
    const undo = await screen.findByRole('button', {
      name: 'Undo the merge of \u2068Salma A.\u2069',
    });
    expect(posts).toEqual([
      `/api/company/applications/${applicationId}/merge {"duplicateId":"${duplicateId}"}`,
    ]);
    expect(screen.getByRole('heading', { name: 'Merged into this application' })).toBeTruthy();
    fireEvent.click(undo);
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toMatch(
      new RegExp(`/api/company/applications/${applicationId}/merges/${mergeId}/undo`),
    );
  });

  it('offers no merge to a member who may not manage the posting', async () => {
    server(() => json(500, { error: 'unexpected', code: 'INTERNAL' }), {
      ...detail,
      duplicates: [{ _id: '30000000-0000-4000-8000-000000000002', matchedOn: 'phone' }],
    });
    renderPanel(false);
    expect(
      await screen.findByText(/Another application to this posting has the same phone number/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Merge it into this application' })).toBeNull();
  });
});
