// Decision 153: a page whose code is still downloading shows the spinner at once; the page being
// left does not stay on screen (and clickable) under the next page's address, as it did inside
// the router's transition with only the layout's Suspense boundary.
import { Suspense, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage, lazyPart } from './lazyPage';

afterEach(cleanup);

function ResultsPage() {
  return (
    <>
      <Link to="/profile">Open the profile</Link>
      <button type="button">Add a note</button>
    </>
  );
}

describe('lazyPage', () => {
  it('replaces the page being left by the spinner while the next page loads', async () => {
    let arrive: (page: { default: () => ReactNode }) => void = () => {};
    const ProfilePage = lazyPage(
      () =>
        new Promise<{ default: () => ReactNode }>((resolve) => {
          arrive = resolve;
        }),
    );
    const router = createMemoryRouter(
      [
        {
          // The layout's own boundary, as components/Layout.tsx has.
          element: (
            <Suspense fallback={<p>Layout loading</p>}>
              <Outlet />
            </Suspense>
          ),
          children: [
            { path: '/', element: <ResultsPage /> },
            { path: '/profile', element: <ProfilePage /> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Open the profile' }));
    });
    expect(screen.queryByRole('button', { name: 'Add a note' })).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => {
      arrive({ default: () => <h1>The profile</h1> });
    });
    expect(await screen.findByRole('heading', { name: 'The profile' })).toBeTruthy();
  });
});

// Decision 300: a part preloaded by its page renders with the first render that shows it, never a
// frame of its Suspense fallback (a card's "Schedule interview" line arriving after the card moved
// its "Details" under a press).
describe('lazyPart', () => {
  function CardLine({ name }: { name: string }) {
    return <button type="button">Schedule {name}</button>;
  }

  it('renders a preloaded part in the same render, without its fallback', async () => {
    const Part = lazyPart(() => Promise.resolve({ default: CardLine }));
    await Part.preload();
    render(
      <Suspense fallback={<p>Part loading</p>}>
        <Part name="Karim" />
      </Suspense>,
    );
    // Synchronously, before any promise settles: the part itself.
    expect(screen.getByRole('button', { name: 'Schedule Karim' })).toBeTruthy();
    expect(screen.queryByText('Part loading')).toBeNull();
  });

  it('is React lazy until its code arrives, and loads it once', async () => {
    let loads = 0;
    let arrive: (module: { default: typeof CardLine }) => void = () => {};
    const Part = lazyPart(() => {
      loads += 1;
      return new Promise<{ default: typeof CardLine }>((resolve) => {
        arrive = resolve;
      });
    });
    const preloading = Part.preload();
    render(
      <Suspense fallback={<p>Part loading</p>}>
        <Part name="Karim" />
      </Suspense>,
    );
    expect(screen.getByText('Part loading')).toBeTruthy();
    await act(async () => {
      arrive({ default: CardLine });
      await preloading;
    });
    expect(await screen.findByRole('button', { name: 'Schedule Karim' })).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('tries a failed download again', async () => {
    let loads = 0;
    const Part = lazyPart(() => {
      loads += 1;
      return loads === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ default: CardLine });
    });
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    expect(loads).toBe(2);
  });
});
