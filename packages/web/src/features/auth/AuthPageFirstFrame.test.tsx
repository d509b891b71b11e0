// Decision 291: the login screen's spinner (spec 2: a second before the forms) is the server's
// first frame of /auth; the app waits only for what is left of that second since the frame
// painted, not for another whole second after its own start. A file of its own: the first-frame
// note is the document's, kept for the file's module instance.
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authSpinnerMs } from '@talentpool/domain/limits';
import {
  noteLocation,
  noteServerFrame,
  serverFrameAge,
  startAsNewDocument,
} from '../../lib/firstFrame';
import { AuthPage } from './AuthPage';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/auth', element: <AuthPage /> }], {
    initialEntries: [path],
  });
  noteLocation(router.state.location.key);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The first contentful paint happened `ago` ms before now. */
function paintedAgo(ago: number) {
  const startTime = performance.now() - ago;
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) =>
    name === 'first-contentful-paint'
      ? ([{ name, startTime, entryType: 'paint', duration: 0 }] as unknown as PerformanceEntryList)
      : [],
  );
}

// Each test is a document of its own: the note of an earlier test, or of another file of the
// worker (modules are shared, decision 170), would count a frame this test never had (CI,
// 2026-12-07: the first test found 1500 ms where it expects none).
beforeEach(() => {
  startAsNewDocument();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the spinner the server painted', () => {
  it('is not counted before the app knows the frame was kept, nor for another location', () => {
    paintedAgo(1500);
    expect(serverFrameAge('default')).toBeNull();
    noteServerFrame();
    noteLocation('default');
    expect(serverFrameAge('default')).toBeGreaterThanOrEqual(1500);
    // A page reached inside the app later: a location of its own, a whole second of spinner.
    expect(serverFrameAge('another-key')).toBeNull();
  });

  it('leaves no spinner once the frame has been on screen for the second', async () => {
    noteServerFrame();
    paintedAgo(authSpinnerMs + 500);
    renderAt('/auth');
    // The form at once: no spinner frame first.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('waits only for what is left of the second', async () => {
    noteServerFrame();
    paintedAgo(600);
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    renderAt('/auth');
    expect(screen.getByRole('status')).toBeTruthy();
    const waits = timeout.mock.calls.map(([, ms]) => Number(ms ?? 0));
    // About 400 ms (the second less the 600 ms already shown), not a whole second.
    expect(waits.some((ms) => ms > 300 && ms <= authSpinnerMs - 600)).toBe(true);
    expect(waits).not.toContain(authSpinnerMs);
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 3000 })).toBeTruthy();
  });

  // Last: once the app has moved on, the document's first entry is the app's own page too.
  it('is history once the app has left the first location, back there included', () => {
    noteServerFrame();
    paintedAgo(1500);
    noteLocation('default');
    expect(serverFrameAge('default')).not.toBeNull();
    noteLocation('elsewhere');
    noteLocation('default');
    expect(serverFrameAge('default')).toBeNull();
  });
});
