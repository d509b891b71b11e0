// spec 2 (/CompanyView/Users): the result panel 'User Email: ...' shows the eight scores, the type
// and the style, and closes with its button; decision 110: it names the member who sent the link.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OneTimeUser } from '@talentpool/domain/links/schemas';
import '../../lib/i18n';
import { OneTimeUserPanel } from './OneTimeUserPanel';

/** The panel reads the norms (decision 135): a query client, and a fetch that answers none. */
function renderPanel(panel: ReactElement) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: 'no', code: 'X' }), { status: 500 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{panel}</QueryClientProvider>);
}

const user: OneTimeUser = {
  _id: '6f1c2c4e-0b7a-4b8e-9a57-0d3f1f0a1b2c',
  kind: 'link',
  email: 'someone@example.com',
  isFilled: true,
  state: 'completed',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  completedAt: '2026-11-21T10:00:00.000Z',
  by: { _id: '10000000-0000-4000-8000-000000000003', name: 'Adam Admin', email: 'adam@x.com' },
  isiFlags: { straightLining: true, tooFast: null, inconsistent: false },
  iRes1: 2,
  iRes2: 7,
  flt: 10,
  frt: 25,
  brt: 90,
  blt: 40,
  flp: 0,
  frp: 55,
  brp: 60,
  blp: 100,
};

// jsdom has <dialog> but not its modal methods: open and close it the way browsers do.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OneTimeUserPanel', () => {
  it('names the user and shows the eight scores, the type and the style', () => {
    renderPanel(<OneTimeUserPanel user={user} onClose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'User Email: someone@example.com' })).toBeDefined();
    const expected: Record<string, number> = {
      Deductive: 10,
      Inductive: 25,
      Affective: 90,
      Systematic: 40,
      Phonetic: 0,
      Imaginative: 55,
      Experiential: 60,
      Procedural: 100,
    };
    for (const [name, value] of Object.entries(expected)) {
      const meter = screen.getByRole('meter', { name });
      expect(meter.getAttribute('aria-valuenow')).toBe(String(value));
      expect(meter.getAttribute('aria-valuetext')).toBe(`${value}%`);
    }
    expect(screen.getByText('Self-reflective')).toBeDefined();
    expect(screen.getByText('Planner')).toBeDefined();
  });

  it('names the member who sent the link, and nobody for a link from before members', () => {
    renderPanel(<OneTimeUserPanel user={user} onClose={() => undefined} />);
    expect(screen.getByText('Link sent by \u2068Adam Admin\u2069')).toBeDefined();
    cleanup();
    renderPanel(<OneTimeUserPanel user={{ ...user, by: null }} onClose={() => undefined} />);
    expect(screen.queryByText(/^Link sent by /)).toBeNull();
  });

  it('shows the response-quality flags beside the result (decision 135)', () => {
    renderPanel(<OneTimeUserPanel user={user} onClose={() => undefined} />);
    const note = screen.getByTestId('isi-flags');
    expect(note.textContent).toContain('Straight-lining');
    expect(note.textContent).toContain('Answering speed was not measured');
    expect(note.getAttribute('data-raised')).toBe('straightLining');
  });

  it('closes with its Close button', () => {
    const onClose = vi.fn();
    renderPanel(<OneTimeUserPanel user={user} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
