// Decision 162: the upload of the files has its own progress bar (XMLHttpRequest's upload events,
// through the API client), and a running import is announced in a polite live region only when
// something worth hearing changes: started, every tenth file, a file needing a decision, the end.
// The server is stubbed: fetch for the polls and lists, XMLHttpRequest for the upload.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { CvImportPage } from './CvImportPage';

const jobId = '20000000-0000-4000-8000-000000000001';
const importId = '30000000-0000-4000-8000-000000000009';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const importOf = (queued: number, extra: Record<string, number> = {}) => ({
  _id: importId,
  jobId,
  createdAt: '2026-11-28T02:00:00.000Z',
  total: 50,
  queued,
  done: 50 - queued - (extra.failed ?? 0) - (extra.duplicates ?? 0),
  failed: 0,
  duplicates: 0,
  ...extra,
  items: [],
  page: 1,
  pageSize: 200,
});

/** An XMLHttpRequest the test drives: upload progress, then the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  method = '';
  url = '';
  body: unknown = null;
  status = 0;
  responseText = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

function renderPage() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[`/CompanyView/Jobs/${jobId}/import`]}>
        <Routes>
          <Route path="/CompanyView/Jobs/:id/import" element={<CvImportPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The polls answer these states in turn (the last one again once they run out). */
function stubServer(states: ReturnType<typeof importOf>[]) {
  let poll = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname } = new URL(url, 'http://localhost');
      if (pathname.endsWith(`/jobs/${jobId}/cv-imports`)) {
        return json(200, { imports: [], total: 0, page: 1, pageSize: 10 });
      }
      if (pathname.endsWith(`/cv-imports/${importId}`)) {
        const state = states[Math.min(poll, states.length - 1)];
        poll += 1;
        return json(200, state);
      }
      return json(500, { error: 'unexpected', code: 'INTERNAL' });
    }),
  );
}

/**
 * The live region's text once the render that showed a poll has run its effects (the region is
 * set in one): without this flush a check could run between the two and pass on a broken page.
 */
async function liveRegionText(): Promise<string | null | undefined> {
  await act(async () => {});
  return screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')
    ?.textContent;
}

/** Picks the files (the hidden input behind the button) and waits for the upload to start. */
async function dropFiles(count: number): Promise<FakeXhr> {
  const files = Array.from(
    { length: count },
    (_, i) => new File([new Uint8Array(1000)], `cv-${i}.pdf`, { type: 'application/pdf' }),
  );
  const input = document.getElementById('cv-import-files');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  return FakeXhr.sent[0] as FakeXhr;
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
  await i18n.changeLanguage('en');
});

describe('sending the files', () => {
  it('shows how much of the upload is sent, in the page language', async () => {
    stubServer([importOf(0)]);
    await i18n.changeLanguage('ar');
    renderPage();
    const xhr = await dropFiles(3);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api/company/jobs/${jobId}/cv-imports`);
    expect((xhr.body as FormData).getAll('cvs')).toHaveLength(3);
    // Before any event: the files' size is what there is to send.
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('0');
    act(() => xhr.progress(1250, 3200));
    const bar = await screen.findByRole('progressbar', { name: /^أُرسل حتى الآن: 39/ });
    expect(bar.getAttribute('value')).toBe('39');
    act(() => xhr.progress(3200, 3200));
    expect(
      screen.getByRole('progressbar', { name: 'أُرسلت كل الملفات؛ جارٍ تجهيز الاستيراد…' }),
    ).toBeTruthy();
    act(() => xhr.answer(201, importOf(3)));
    // The upload's bar goes; the import's own bar follows the reading.
    await screen.findByRole('progressbar', { name: /من 50 ملفًا/ });
    expect(screen.queryByRole('progressbar', { name: /أُرسل/ })).toBeNull();
  });

  it('says why when the upload fails', async () => {
    stubServer([importOf(0)]);
    renderPage();
    const xhr = await dropFiles(1);
    act(() =>
      xhr.answer(400, {
        error: 'The files were not valid.',
        code: 'VALIDATION_FAILED',
        fields: { cvs: 'Only PDF and Word files.' },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Only PDF and Word files.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('a running import, for a screen reader', () => {
  it('announces the start, every tenth file, a decision and the end, not every poll', async () => {
    stubServer([
      importOf(50),
      importOf(46),
      importOf(38, { duplicates: 1 }),
      importOf(35, { duplicates: 1 }),
      importOf(0, { duplicates: 1, failed: 2 }),
    ]);
    renderPage();
    expect(await liveRegionText()).toBe('');
    const xhr = await dropFiles(2);
    act(() => xhr.answer(201, importOf(50)));
    await screen.findByText('0 of 50 files read');
    expect(await liveRegionText()).toBe('Import started. Files to read: 50.');
    // 4 files read: the visible count changes, the live region does not.
    await screen.findByText('4 of 50 files read', undefined, { timeout: 5000 });
    expect(await liveRegionText()).toBe('Import started. Files to read: 50.');
    await screen.findByText('12 of 50 files read', undefined, { timeout: 5000 });
    expect(await liveRegionText()).toBe(
      'Files waiting for your decision: 1. Files read so far: 12 out of 50.',
    );
    await screen.findByText('15 of 50 files read', undefined, { timeout: 5000 });
    expect(await liveRegionText()).toBe(
      'Files waiting for your decision: 1. Files read so far: 12 out of 50.',
    );
    await screen.findByText('50 of 50 files read', undefined, { timeout: 5000 });
    expect(await liveRegionText()).toBe(
      'Import finished. Applicants added: 47. Files failed: 2. Waiting for your decision: 1.',
    );
    // The visible counts are no live region of their own any more.
    expect(screen.getByText('47 added, 2 failed, 1 waiting for you').getAttribute('role')).toBe(
      null,
    );
  }, 30_000);
});
