// Issue 37: a person who sent a CV (as a guest, then confirmed it as theirs) starts their new
// profile form from it: the fields the CV gave are filled and each says it comes from the CV, a
// note names the file, everything stays editable and nothing is sent until they save. Without a
// CV the form starts empty. The server is a stubbed fetch answering as the contract says.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CvProposal } from '@talentpool/domain/cv/profileProposal';
import i18n from '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { UserFormPage } from './UserFormPage';

const proposal: CvProposal = {
  proposal: {
    fileName: 'omar-cv.pdf',
    jobTitle: 'Data Analyst',
    companyName: 'Nile Retail',
    language: 'en',
    name: 'Omar Hassan',
    phone: '+201001234567',
    fields: {
      name: 'Omar Hassan',
      email: 'omar.hassan@example.com',
      phone: '+201001234567',
      skills: ['Python', 'SQL', 'Power BI'],
      education: ['BSc in Computer Science, Cairo University, 2016'],
      experience: [{ title: 'Data Analyst', organisation: 'Nile Retail', period: '2019 – 2024' }],
    },
  },
};

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** GET user/{id} (no profile yet) and GET user/cv-proposal; every call is kept. */
function server(answer: CvProposal | Response): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url.includes('/user/cv-proposal')) {
        return answer instanceof Response ? answer : json(200, answer);
      }
      if (url.includes('/user/user-1')) return json(200, { _id: 'user-1', dataComplete: false });
      return json(500, { error: 'unexpected', code: 'INTERNAL' });
    }),
  );
  return calls;
}

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/Userform']}>
        <UserFormPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const hintOf = (id: string) =>
  (field(id).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((ref) => document.getElementById(ref)?.textContent ?? '')
    .join(' ');

beforeEach(() => signIn('token', 'user-1', 'User'));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('the new profile form', { timeout: 30_000 }, () => {
  it('starts from the CV: filled, marked, editable, and nothing saved', async () => {
    const calls = server(proposal);
    renderPage();
    await waitFor(() => expect(field('field-name').value).toBe('Omar Hassan'));
    expect(screen.getByRole('note').textContent).toContain('omar-cv.pdf');
    expect(screen.getByRole('note').textContent).toContain('Data Analyst at Nile Retail');
    expect(field('field-mobileNO').value).toBe('+201001234567');
    expect(field('field-wemail').value).toBe('omar.hassan@example.com');
    expect(field('field-HLOfEdu').value).toBe('Faculty degree');
    expect(field('field-job-0-jobtitle').value).toBe('Data Analyst');
    expect(field('field-job-0-description').value).toBe('Nile Retail, 2019 – 2024');
    expect(
      ['field-technicalSkills-0-name', 'field-technicalSkills-1-name'].map((id) => field(id).value),
    ).toEqual(['Python', 'SQL']);
    for (const id of ['field-name', 'field-wemail', 'field-job-0-jobtitle']) {
      expect(hintOf(id), id).toContain('From your CV');
    }
    // A field the CV did not give is not marked.
    expect(hintOf('field-nationalID')).not.toContain('From your CV');

    fireEvent.change(field('field-name'), { target: { value: 'Omar A. Hassan' } });
    expect(field('field-name').value).toBe('Omar A. Hassan');
    expect(field('field-name').readOnly).toBe(false);
    expect(calls.filter((c) => !c.startsWith('GET '))).toEqual([]);
  });

  it('says so in Arabic on the Arabic page', async () => {
    await i18n.changeLanguage('ar');
    server(proposal);
    renderPage();
    await waitFor(() => expect(field('field-name').value).toBe('Omar Hassan'));
    expect(screen.getByRole('note').textContent).toContain('ملأنا ما قرأناه');
    expect(hintOf('field-name')).toContain('من سيرتك الذاتية');
  });

  it('starts empty without a CV, and when the proposal cannot be read', async () => {
    server({ proposal: null });
    renderPage();
    await waitFor(() => expect(field('field-name')).toBeTruthy());
    expect(field('field-name').value).toBe('');
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();

    server(json(500, { error: 'down', code: 'INTERNAL' }));
    renderPage();
    await waitFor(() => expect(field('field-name')).toBeTruthy(), { timeout: 15_000 });
    expect(field('field-name').value).toBe('');
  });
});
