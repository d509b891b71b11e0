// Decision 141: the guest form against a stubbed server answering as the contract says: the CV's
// parsed fields fill only empty inputs and are marked "check this" until edited; the server's
// field errors show beside their fields and what was typed stays; the answer thanks the applicant.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { GuestApplyPage } from './GuestApplyPage';

const jobId = '20000000-0000-4000-8000-000000000001';
const cvId = '30000000-0000-4000-8000-000000000001';

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function server(applyAnswer: () => Response, screeningQuestions: unknown[] = []) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith(`/api/jobs/${jobId}`)) {
        return json(200, {
          _id: jobId,
          title: 'Data analyst',
          companyName: 'Acme',
          status: 'published',
          screeningQuestions,
        });
      }
      if (url.endsWith('/guest-cv'))
        return json(202, { cvId, fileName: 'cv.pdf', kind: 'pdf', size: 10 });
      if (url.endsWith(`/api/guest-cvs/${cvId}`)) {
        return json(200, {
          cvId,
          status: 'done',
          reason: null,
          language: 'en',
          fields: { name: 'Omar Hassan', email: 'omar@example.com', phone: '+201001234567' },
        });
      }
      if (url.endsWith('/guest-applications')) {
        bodies.push(JSON.parse(String(init.body)));
        return applyAnswer();
      }
      return json(500, { error: 'unexpected', code: 'INTERNAL' });
    }),
  );
  return bodies;
}

function renderPage() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[`/jobs/${jobId}/apply`]}>
        <Routes>
          <Route path="/jobs/:id/apply" element={<GuestApplyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('guest apply form', () => {
  it('fills empty fields from the CV, marked to check, and keeps what was typed', async () => {
    const bodies = server(() =>
      json(400, {
        error: 'Some fields need your attention.',
        code: 'VALIDATION_FAILED',
        fields: { phone: 'Enter the phone number with its country code.' },
      }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Apply for Data analyst' });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'mine@example.com' } });
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/Your CV/), { target: { files: [file] } });
    await waitFor(() =>
      expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Omar Hassan'),
    );
    // Typed before the parse: kept, not marked.
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'mine@example.com');
    expect(screen.getAllByText('From your CV: check this')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Omar A. Hassan' } });
    expect(screen.getAllByText('From your CV: check this')).toHaveLength(1);

    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Enter the phone number with its country code.')).toBeTruthy();
    expect(bodies[0]).toMatchObject({
      name: 'Omar A. Hassan',
      email: 'mine@example.com',
      phone: '+201001234567',
      cvId,
      consent: true,
    });
    expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Omar A. Hassan');
  });

  it('asks for consent on screen before sending anything', async () => {
    const bodies = server(() => json(201, { applicationId: cvId, email: 'x@example.com' }));
    renderPage();
    await screen.findByRole('heading', { name: 'Apply for Data analyst' });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText('Agree to the privacy notice to send your application.'),
    ).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it('asks the posting’s screening questions, says a missing required answer at its question, and sends the answers', async () => {
    const bodies = server(
      () => json(201, { applicationId: cvId, email: 'omar@example.com' }),
      [
        { id: 'license', text: 'Do you hold a driving license?', type: 'yesNo', required: true },
        { id: 'years', text: 'Years of experience?', type: 'number', required: true },
        { id: 'why', text: 'Why this job?', type: 'text', required: false },
      ],
    );
    renderPage();
    await screen.findByLabelText(/Do you hold a driving license\?/);
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/Your CV/), { target: { files: [file] } });
    await waitFor(() =>
      expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Omar Hassan'),
    );
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(screen.getByLabelText(/Years of experience\?/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    const license = screen.getByLabelText(/Do you hold a driving license\?/);
    await waitFor(() => expect(license.getAttribute('aria-invalid')).toBe('true'));
    expect(bodies).toHaveLength(0);

    fireEvent.change(license, { target: { value: 'yes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('heading', { name: 'Application sent' })).toBeTruthy();
    expect(bodies[0]).toMatchObject({
      answers: [
        { questionId: 'license', value: true },
        { questionId: 'years', value: 3 },
      ],
    });
  });
});
