// Decision 153: a page whose code is still downloading shows the spinner at once; the page being
// left does not stay on screen (and clickable) under the next page's address, as it did inside
// the router's transition with only the layout's Suspense boundary.
import { Suspense, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

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
