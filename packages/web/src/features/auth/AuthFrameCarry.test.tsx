// Decision 292: the bare /auth's first frame holds the login form itself (revealed by CSS after
// the spec's second of spinner), typed in before the app's code has run on a phone. The app
// renders over it and takes over what was typed, the ticked boxes and the focus, and presses
// again a button pressed meanwhile, so a Login pressed in the frame logs in with what the frame
// held. Here the frame is the server's own HTML (firstPaint/shells.ts) and the app's screen the
// real AuthPage rendered over it by React, as main.tsx does.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authSpinnerMs } from '@talentpool/domain/limits';
import ar from '../../locales/ar';
import en from '../../locales/en';
import { firstPaintPages } from '../../firstPaint/shells';
import {
  holdFrameInputs,
  noteLocation,
  noteServerFrame,
  replayFrameClicks,
  startAsNewDocument,
} from '../../lib/firstFrame';
import { signOut } from '../../lib/session';
import { AuthPage } from './AuthPage';

const loginFrame = firstPaintPages({ en, ar }).find((page) => page.path === '^/auth/?$');

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

/** Records what the app sends and answers a wrong password (the form stays as it was). */
function recordCalls(): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
      return new Response(
        JSON.stringify({ error: { code: 'WRONG_PASSWORD', message: 'Password is incorrect' } }),
        { status: 401, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  return sent;
}

/** The server's frame in #root, as index.html comes with it. */
function paintFrame(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.dataset.revealMs = String(authSpinnerMs);
  root.innerHTML = loginFrame?.html.en ?? '';
  document.body.appendChild(root);
  // The frame painted a second and a half ago: its form is on screen.
  const startTime = performance.now() - (authSpinnerMs + 500);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) =>
    name === 'first-contentful-paint'
      ? ([{ name, startTime, entryType: 'paint', duration: 0 }] as unknown as PerformanceEntryList)
      : [],
  );
  return root;
}

/** What a person does in the frame's inputs before the app has taken over. */
function typeInFrame(root: HTMLElement) {
  const inputs = root.querySelectorAll('input');
  const [email, password, , company, remember] = Array.from(inputs);
  if (!email || !password || !company || !remember) throw new Error('the frame has no form');
  email.value = 'amira@example.com';
  password.value = 'correct horse battery';
  company.checked = true;
  remember.checked = true;
  password.focus();
  password.setSelectionRange(3, 7);
}

/** main.tsx: React renders the app over the frame; the login screen takes in the frame's state. */
function takeOver(root: HTMLElement) {
  holdFrameInputs(root);
  const router = createMemoryRouter([{ path: '/auth', element: <AuthPage /> }], {
    initialEntries: ['/auth'],
  });
  noteServerFrame();
  noteLocation(router.state.location.key);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { container: root },
  );
}

beforeEach(() => {
  // A document of its own per test: the frame noted here is not another test's (or file's).
  startAsNewDocument();
  signOut();
  // jsdom has no CSS.escape; the class names here need no escaping.
  vi.stubGlobal('CSS', { escape: (value: string) => value });
});

afterEach(() => {
  cleanup();
  document.getElementById('root')?.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  (window as unknown as { __tpFrameClicks?: unknown }).__tpFrameClicks = undefined;
});

describe("the login frame's form", () => {
  it("is the app's login form, shown by CSS after the spinner, with no input that names a field", () => {
    expect(loginFrame?.revealMs).toBe(authSpinnerMs);
    expect(loginFrame?.bare).toBe(true);
    const html = loginFrame?.html.ar ?? '';
    expect(html).toContain(`<h1 id="auth-title" tabindex="-1">${ar.auth.login.title}</h1>`);
    // The reveal is the frame's own CSS, which the server puts in the head.
    expect(loginFrame?.style).toContain(
      `animation:tp-frame-reveal 0s linear ${authSpinnerMs}ms both`,
    );
    expect(html).not.toContain('<style');
    expect(html).toContain('class="spinner-wrap" role="status"');
    // Without a script a press of Login reloads the screen: nothing typed goes into the address.
    expect(html).not.toMatch(/<input[^>]* name=/);
  });

  it('keeps what was typed, the ticked boxes and the focus when the app takes over', async () => {
    const root = paintFrame();
    typeInFrame(root);
    const frameForm = root.querySelector('form');
    const sent = recordCalls();
    takeOver(root);
    // The app's own form, not the frame's.
    expect(root.querySelector('.auth-frame')).toBeNull();
    expect(root.querySelector('form')).not.toBe(frameForm);
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect(email.value).toBe('amira@example.com');
    expect(password.value).toBe('correct horse battery');
    expect(screen.getByLabelText<HTMLInputElement>(en.auth.login.asCompany).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(en.auth.login.remember).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(en.auth.fields.showPassword).checked).toBe(
      false,
    );
    expect(document.activeElement).toBe(password);
    expect([password.selectionStart, password.selectionEnd]).toEqual([3, 7]);

    // The e-mail was typed and left in the frame: the app looks up its company sign-in, as the
    // field's blur does.
    await waitFor(() => expect(sent.map((call) => call.url)).toContain('/api/sso/find'));
    // The form's state has them too: Login sends what the frame held.
    act(() => screen.getByRole('button', { name: en.auth.login.submit }).click());
    const login = await waitFor(() => {
      const call = sent.find((one) => one.url.endsWith('/login'));
      if (!call) throw new Error('no login sent');
      return call;
    });
    expect(login.url).toMatch(/\/api\/company\/login$/);
    expect(login.body).toMatchObject({
      email: 'amira@example.com',
      password: 'correct horse battery',
      remember: true,
    });
  });

  it('presses again the Login pressed in the frame, after the typing is carried over', async () => {
    const root = paintFrame();
    typeInFrame(root);
    // The boot script held the press: the frame's Login, the only button of its classes.
    (window as unknown as { __tpFrameClicks: [string, number][] }).__tpFrameClicks = [
      ['primary auth-submit', 0],
    ];
    const sent = recordCalls();
    takeOver(root);
    act(() => replayFrameClicks());
    const login = await waitFor(() => {
      const call = sent.find((one) => one.url.endsWith('/login'));
      if (!call) throw new Error('no login sent');
      return call;
    });
    expect(login.body).toMatchObject({
      email: 'amira@example.com',
      password: 'correct horse battery',
    });
  });

  it("tells the frame's two links of one class apart: the second is Sign up", async () => {
    const root = paintFrame();
    (window as unknown as { __tpFrameClicks: [string, number][] }).__tpFrameClicks = [
      ['auth-link', 1],
    ];
    takeOver(root);
    act(() => replayFrameClicks());
    expect(await screen.findByRole('heading', { name: en.auth.signup.title })).toBeTruthy();
  });

  it("carries nothing into a page that is not the frame's (another number of inputs)", () => {
    const root = paintFrame();
    typeInFrame(root);
    const extra = document.createElement('input');
    root.querySelector('form')?.appendChild(extra);
    takeOver(root);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('');
  });
});
