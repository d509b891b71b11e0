// Issue 19: the interview kit is edited (1..20 attributes, 1..80 characters, none twice) and
// reset to the default after a confirmation.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../lib/session';
import { checkAttributes, KitEditor } from './KitEditor';
import { fakeServer, ids, json, signInAs } from './fakeServer.test-helper';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
});

describe('checkAttributes', () => {
  it('finds empty, too long and repeated attributes, and a list too long', () => {
    expect(checkAttributes(['Planning', ' ', 'x'.repeat(81), 'planning'])).toEqual({
      items: { 1: 'empty', 2: 'tooLong', 3: 'duplicate' },
      list: null,
    });
    expect(checkAttributes(Array.from({ length: 21 }, (_, i) => `A${i}`)).list).toBe('count');
  });
});

describe('the kit editor', () => {
  it('saves the edited attributes and resets them after a confirmation', async () => {
    signInAs('recruiter');
    const calls = fakeServer((call) => {
      if (call.url !== `/api/company/jobs/${ids.job}/interview-kit`) return undefined;
      if (call.method === 'GET') return json(200, { attributes: ['Planning'], isDefault: true });
      const body = call.body as { attributes: string[] | null };
      return json(200, {
        attributes: body.attributes ?? ['Planning'],
        isDefault: body.attributes === null,
      });
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <KitEditor jobId={ids.job} canManage />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit kit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add an attribute' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save kit' }));
    expect(await screen.findByText('Write the attribute or remove it.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Attribute 2'), { target: { value: 'Teamwork' } });
    // Issue 37 (decision 269): an optional text in the other language, per attribute.
    fireEvent.change(screen.getByLabelText('Attribute 2 in Arabic (optional)'), {
      target: { value: 'العمل الجماعي' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save kit' }));
    expect(await screen.findByText('Edited for this posting.')).toBeTruthy();
    expect(screen.getByText('Teamwork')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit kit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, reset' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { attributes: ['Planning', 'Teamwork'], translations: [null, 'العمل الجماعي'] },
        { attributes: null },
      ]),
    );
    expect(await screen.findByText('Taken from the posting’s requirements.')).toBeTruthy();
  });

  it('shows the kit without editing to a member who may not manage the posting', async () => {
    signInAs('interviewer');
    fakeServer(() => json(200, { attributes: ['Planning'], isDefault: true }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <KitEditor jobId={ids.job} canManage={false} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Planning')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit kit' })).toBeNull();
  });
});
