// Decision 104: the statements requested while the questionnaire's code downloads are the ones the
// page shows: its first render has them (no spinner, no second request). The server is a stubbed
// fetch answering as the contract says.
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Questionnaire as QuestionnaireData } from '@talentpool/domain/isi/types';
import '../../lib/i18n';
import {
  prefetchQuestionnaire,
  questionnaireQueryKey,
  loadQuestionnaire,
} from './loadQuestionnaire';
import { Questionnaire } from './Questionnaire';

const data: QuestionnaireData = {
  lang: 'en',
  itemCount: 48,
  pageSize: 8,
  pages: [[{ id: 1, text: 'Statement 1' }]],
  scale: [{ value: 1, label: 'Scale label one' }],
};

function stubServer() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(data));
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('prefetchQuestionnaire', () => {
  it('loads the statements once, and the page shows them in its first render', async () => {
    const calls = stubServer();
    const client = new QueryClient();
    prefetchQuestionnaire(client, 'en');
    await vi.waitFor(() => expect(client.getQueryData(questionnaireQueryKey('en'))).toEqual(data));
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Questionnaire
            loadItems={loadQuestionnaire}
            submit={() => Promise.resolve()}
            homePath="/Profile/Avatar"
            storageKey="prefetch-test"
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // Synchronously after the first render: no loading state in between.
    expect(screen.getByText('Scale label one')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls).toEqual(['/api/questionnaire?lang=en']);
  });
});
