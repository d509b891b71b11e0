// Decision 130/132: on a posting with its own stages, the board's columns are those stages in the
// viewer's language, and a move to a stage of kind rejected asks for the reason (current reasons
// only) and whether to e-mail the applicant. Cancel sends nothing and leaves the card where it
// was; without a reason nothing is sent either; the move carries the reason. The server is a
// stubbed fetch answering as the contract says.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyApplication, Posting } from '@talentpool/domain/jobs/schemas';
import i18n from '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { PipelinePage } from './PipelinePage';

const postingId = '20000000-0000-4000-8000-000000000001';
const reasonId = '50000000-0000-4000-8000-000000000001';
const archivedId = '50000000-0000-4000-8000-000000000002';

const posting = {
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
  minEducation: null,
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
  countsByStage: { new: 1, phone: 0, won: 0, notFit: 0 },
  stages: [
    { key: 'new', name: { en: 'New', ar: 'جديد' }, kind: 'active' },
    { key: 'phone', name: { en: 'Phone screen', ar: 'مكالمة هاتفية' }, kind: 'active' },
    { key: 'won', name: { en: 'Hired', ar: 'تم التعيين' }, kind: 'hired' },
    { key: 'notFit', name: { en: 'Not a fit', ar: 'غير مناسب' }, kind: 'rejected' },
  ],
} as Posting;

const application = {
  _id: '30000000-0000-4000-8000-000000000001',
  jobId: postingId,
  stage: 'new',
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
} as CompanyApplication;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderPipeline() {
  const moves: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0];
      if (path === `/api/company/jobs/${postingId}`) return json(posting);
      if (path === `/api/company/jobs/${postingId}/team`) return json({ members: [] });
      if (path === `/api/company/jobs/${postingId}/applicants`) {
        const stage = new URL(url, 'http://x').searchParams.get('stage');
        const applicants = stage === null || stage === 'new' ? [application] : [];
        return json({ applicants, total: applicants.length, page: 1, pageSize: 10 });
      }
      if (path === '/api/company/reject-reasons') {
        return json({
          reasons: [
            {
              _id: reasonId,
              name: { en: 'Skills do not match', ar: 'المهارات لا تناسب' },
              archived: false,
            },
            { _id: archivedId, name: { en: 'Old reason', ar: 'سبب قديم' }, archived: true },
          ],
        });
      }
      if (path === `/api/company/applications/${application._id}/stage`) {
        moves.push(JSON.parse(String(init?.body)));
        return json({ ok: true });
      }
      if (path === '/api/company/accuracy') {
        return json({ accuracy: null, sampleSize: 0, interval: null, minimumSample: 30 });
      }
      return json({ error: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
  signIn('token', 'company-1', 'Company', {
    member: {
      _id: '10000000-0000-4000-8000-000000000001',
      email: 'rita@example.com',
      name: 'Rita Recruiter',
      role: 'recruiter',
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
  return moves;
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('the reject dialog', () => {
  it("shows the posting's own stages as columns, in Arabic too", async () => {
    renderPipeline();
    expect(await screen.findByRole('region', { name: /^Phone screen/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Not a fit/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Screening/ })).toBeNull();
    await i18n.changeLanguage('ar');
    expect(await screen.findByRole('region', { name: /^مكالمة هاتفية/ })).toBeTruthy();
  });

  it('asks for the reason; cancel leaves the card where it was and sends nothing', async () => {
    const moves = renderPipeline();
    const select = await screen.findByRole('combobox', { name: 'Stage of Salma Ali' });
    fireEvent.change(select, { target: { value: 'notFit' } });
    const dialog = await screen.findByRole('dialog', { name: 'Reject \u2068Salma Ali\u2069' });
    const reasons = await within(dialog).findByRole('combobox', { name: /Reason/ });
    const offered = within(reasons)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toEqual(['Choose a reason', 'Skills do not match']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((select as HTMLSelectElement).value).toBe('new');
    expect(
      within(screen.getByRole('region', { name: /^New/ })).getByRole('article', {
        name: 'Salma Ali',
      }),
    ).toBeTruthy();
    expect(moves).toEqual([]);
  });

  it('refuses to reject without a reason, then moves with the reason and the mail', async () => {
    const moves = renderPipeline();
    const select = await screen.findByRole('combobox', { name: 'Stage of Salma Ali' });
    fireEvent.change(select, { target: { value: 'notFit' } });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Skills do not match' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Choose a reason for the rejection')).toBeTruthy();
    expect(moves).toEqual([]);

    fireEvent.change(within(dialog).getByRole('combobox', { name: /Reason/ }), {
      target: { value: reasonId },
    });
    // Decision 147: the mail is on unless the sender turns it off.
    const mail = within(dialog).getByRole('checkbox', { name: 'E-mail the applicant' });
    expect((mail as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]).toEqual({ stage: 'notFit', notify: true, reasonId });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with Escape, in Arabic, without moving', async () => {
    const moves = renderPipeline();
    await i18n.changeLanguage('ar');
    const select = await screen.findByRole('combobox', { name: 'مرحلة Salma Ali' });
    fireEvent.change(select, { target: { value: 'notFit' } });
    const dialog = await screen.findByRole('dialog', { name: 'رفض \u2068Salma Ali\u2069' });
    expect(await within(dialog).findByRole('option', { name: 'المهارات لا تناسب' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(moves).toEqual([]);
  });
});
