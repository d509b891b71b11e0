// Decision 146: acting on a candidate from search and the profile. The buttons follow the domain's
// policy (an interviewer sees none; the roles that search also manage postings and see all three
// buttons); adding to a pipeline sends the chosen posting and candidate and says so on screen; a
// candidate already in that pipeline is told in the recruiter's words, in Arabic too, with the
// choice kept; a note is sent trimmed and confirmed. Everything is reachable by keyboard: the
// dialogs open from buttons and their fields take the focus.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberRole } from '@talentpool/domain/members/policy';
import i18n from '../../lib/i18n';
import {
  renderAsMember,
  resetRenderAsMember,
  type Replies,
  type Reply,
} from '../../testing/renderAsMember';
import { CandidateActions } from './CandidateActions';

const userId = '20000000-0000-4000-8000-000000000001';
const jobOpen = '40000000-0000-4000-8000-00000000000a';
const jobClosed = '40000000-0000-4000-8000-00000000000b';

const renderAs = (role: MemberRole, replies: Replies) =>
  renderAsMember(role, replies, <CandidateActions userId={userId} name="Mona Adel" />);

const postings = {
  postings: [
    { _id: jobOpen, title: 'Data analyst', status: 'published' },
    { _id: jobClosed, title: 'Old role', status: 'closed' },
  ],
  total: 2,
  page: 1,
  pageSize: 100,
};

const replies =
  (add: Reply) =>
  (url: string, init?: RequestInit): Reply => {
    if (url.includes('/company/jobs?')) return { status: 200, body: postings };
    if (init?.method === 'POST') return add;
    return { status: 404, body: { error: 'x', code: 'NOT_FOUND' } };
  };

afterEach(resetRenderAsMember);

describe('CandidateActions', () => {
  it('shows what the role may do: nothing to an interviewer, all three to a hiring manager', () => {
    renderAs('interviewer', replies({ status: 201, body: {} }));
    expect(screen.queryByRole('button', { name: /pipeline|invite|note/i })).toBeNull();
    cleanup();
    renderAs('hiringManager', replies({ status: 201, body: {} }));
    expect(
      screen.getByRole('button', { name: 'Add Mona Adel to a posting’s pipeline' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite Mona Adel to apply' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a note about Mona Adel' })).toBeTruthy();
  });

  it('adds the candidate to the chosen open posting and says so', async () => {
    const calls = renderAs(
      'recruiter',
      replies({
        status: 201,
        body: {
          _id: 'a',
          jobId: jobOpen,
          userId,
          stage: 'applied',
          source: 'sourced',
          appliedAt: '',
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Mona Adel to a posting’s pipeline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Mona Adel to a pipeline' });
    const select = await screen.findByRole('combobox', { name: /Posting/ });
    expect(document.activeElement).toBe(select);
    // A closed posting is not offered.
    await screen.findByRole('option', { name: 'Data analyst' });
    expect(screen.queryByRole('option', { name: 'Old role' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to pipeline' }));
    expect(await screen.findByText('Choose a posting first.')).toBeTruthy();
    fireEvent.change(select, { target: { value: jobOpen } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to pipeline' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Mona Adel was added to the pipeline of “Data analyst”.',
    );
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: expect.stringContaining(`/api/company/jobs/${jobOpen}/candidates`),
      method: 'POST',
      body: { userId },
    });
    expect(dialog).toBeTruthy();
  });

  it('says in Arabic that the candidate is already in that pipeline, keeping the choice', async () => {
    await i18n.changeLanguage('ar');
    renderAs('owner', replies({ status: 409, body: { error: 'x', code: 'ALREADY_APPLIED' } }));
    fireEvent.click(screen.getByRole('button', { name: 'إضافة Mona Adel إلى مسار وظيفة' }));
    const select = await screen.findByRole('combobox', { name: /الوظيفة/ });
    await screen.findByRole('option', { name: 'Data analyst' });
    fireEvent.change(select, { target: { value: jobOpen } });
    fireEvent.click(screen.getByRole('button', { name: 'إضافة إلى المسار' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'هذا المرشح موجود بالفعل في مسار هذه الوظيفة.',
    );
    expect((select as HTMLSelectElement).value).toBe(jobOpen);
  });

  it('saves a trimmed note and confirms it; an empty note is asked for first', async () => {
    const calls = renderAs(
      'admin',
      replies({ status: 201, body: { _id: 'n', text: 'Call back', createdAt: '', by: null } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a note about Mona Adel' }));
    const box = await screen.findByRole('textbox', { name: /Note/ });
    fireEvent.click(screen.getByRole('button', { name: 'Save the note' }));
    expect(await screen.findByText('Write the note first.')).toBeTruthy();
    fireEvent.change(box, { target: { value: '  Call back  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the note' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your note about Mona Adel was saved.'),
    );
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: expect.stringContaining(`/api/company/candidates/${userId}/notes`),
      method: 'POST',
      body: { text: 'Call back' },
    });
  });
});
