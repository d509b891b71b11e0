// Decision 137: deleting a saved search asks first, in the row (as a description card does): the
// question takes the focus to Cancel, Cancel or Escape bring Delete back focused without a call,
// and once deleted the focus goes to the list's heading, not to the page. In both languages.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@talentpool/domain/pools/schemas';
import i18n from '../../lib/i18n';
import { renderAsMember, resetRenderAsMember } from '../../testing/renderAsMember';
import { SavedSearches } from './SavedSearches';

const searchId = '40000000-0000-4000-8000-000000000001';
const search: SavedSearch = {
  _id: searchId,
  name: 'Backend in Cairo',
  filters: {},
  alert: true,
  lastAlertAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

function renderList() {
  let deleted = false;
  const calls = renderAsMember(
    'recruiter',
    (url, init) => {
      if (init?.method === 'DELETE') {
        deleted = true;
        return { status: 200, body: null };
      }
      const savedSearches = deleted ? [] : [search];
      return {
        status: 200,
        body: { savedSearches, total: savedSearches.length, page: 1, pageSize: 20 },
      };
    },
    <SavedSearches filters={{}} onOpen={() => {}} />,
  );
  return calls;
}

afterEach(async () => {
  resetRenderAsMember();
  await act(() => i18n.changeLanguage('en'));
});

describe('SavedSearches: deleting', () => {
  it('asks first; Cancel sends nothing and brings the focus back to Delete', async () => {
    const calls = renderList();
    const del = await screen.findByRole('button', {
      name: 'Delete the saved search Backend in Cairo',
    });
    fireEvent.click(del);
    expect(screen.getByRole('alert').textContent).toBe(
      'Delete the saved search “Backend in Cairo”?',
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);
    const again = screen.getByRole('button', { name: 'Delete the saved search Backend in Cairo' });
    expect(document.activeElement).toBe(again);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('Escape cancels the question', async () => {
    const calls = renderList();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete the saved search Backend in Cairo' }),
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Delete the saved search Backend in Cairo' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('deletes once confirmed and puts the focus on the heading', async () => {
    const calls = renderList();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete the saved search Backend in Cairo' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('No saved searches yet.');
    const del = calls.filter((c) => c.method === 'DELETE');
    expect(del).toHaveLength(1);
    expect(del[0]?.url).toContain(`company/saved-searches/${searchId}`);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Saved searches' })),
    );
  });

  it('asks in Arabic too', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const calls = renderList();
    fireEvent.click(
      await screen.findByRole('button', { name: 'احذف البحث المحفوظ Backend in Cairo' }),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'هل تريد حذف البحث المحفوظ «Backend in Cairo»؟',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'إلغاء' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });
});
