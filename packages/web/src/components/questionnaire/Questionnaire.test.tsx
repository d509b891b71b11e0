// The shared questionnaire (spec 2 and 4): missing questions, keyboard answers, progress, answers
// kept in sessionStorage over a remount, Previous to the instructions, a failed send with a retry,
// and the completion modal.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Questionnaire as QuestionnaireData } from '@talentpool/domain/isi/types';
import '../../lib/i18n';
import { measuredTimings, Questionnaire } from './Questionnaire';

const data: QuestionnaireData = {
  lang: 'en',
  itemCount: 48,
  pageSize: 8,
  pages: Array.from({ length: 6 }, (_, p) =>
    Array.from({ length: 8 }, (_, i) => ({
      id: p * 8 + i + 1,
      text: `Statement ${p * 8 + i + 1}`,
    })),
  ),
  scale: ['Strongly Disagree', 'Disagree', 'Not Sure', 'Agree', 'Strongly Agree'].map(
    (label, i) => ({ value: i + 1, label }),
  ),
};

const storageKey = 'test-questionnaire';
let sent: number[][] = [];
let sentTimings: (number[] | undefined)[] = [];
let failNext = false;

function renderQuestionnaire() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Questionnaire
          loadItems={() => Promise.resolve(data)}
          submit={(answers, timings) => {
            if (failNext) {
              failNext = false;
              return Promise.reject(new Error('offline.'));
            }
            sent.push(answers);
            sentTimings.push(timings);
            return Promise.resolve();
          }}
          homePath="/Profile/Avatar"
          resultsOnAvatar
          storageKey={storageKey}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

function answerPageByKeyboard(first: number, key: string) {
  const radio = document.querySelector<HTMLInputElement>(`input[name="q-${first}"]`);
  if (!radio) throw new Error('no statement');
  radio.focus();
  for (let i = 0; i < 8; i++) {
    fireEvent.keyDown(document.activeElement ?? radio, { key });
  }
}

beforeEach(() => {
  sessionStorage.clear();
  sent = [];
  sentTimings = [];
  failNext = false;
});
afterEach(() => cleanup());

describe('Questionnaire', () => {
  it('refuses Next on an incomplete page and answers by keyboard', async () => {
    renderQuestionnaire();
    expect(await screen.findByText('It takes less than 10 minutes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('heading', { name: 'Page 1 of 6' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('* There are missing questions *');
    expect(screen.getByRole('heading', { name: 'Page 1 of 6' })).toBeTruthy();
    expect(progress()).toBe('0');
    expect(
      screen.getAllByRole('radiogroup').every((g) => g.getAttribute('aria-invalid') === 'true'),
    ).toBe(true);

    answerPageByKeyboard(1, '4');
    for (let id = 1; id <= 8; id++) {
      expect(
        document.querySelector<HTMLInputElement>(`input[name="q-${id}"][value="4"]`)?.checked,
      ).toBe(true);
    }
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Page 2 of 6' })).toBeTruthy();
    expect(progress()).toBe('17');
  });

  it('keeps the answers over a remount and goes back to the instructions from page 1', async () => {
    const first = renderQuestionnaire();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    answerPageByKeyboard(1, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    first.unmount();

    renderQuestionnaire();
    expect(await screen.findByRole('heading', { name: 'Page 2 of 6' })).toBeTruthy();
    expect(progress()).toBe('17');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(document.querySelector<HTMLInputElement>('input[name="q-3"][value="2"]')?.checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('It takes less than 10 minutes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue where you left off' })).toBeTruthy();
  });

  it('offers a retry after a failed send, then shows the modal and forgets the answers', async () => {
    renderQuestionnaire();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    for (let p = 0; p < 6; p++) {
      answerPageByKeyboard(p * 8 + 1, String((p % 5) + 1));
      if (p < 5) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(progress()).toBe('85');
    failNext = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    });
    expect((await screen.findByRole('alert')).textContent).toContain('could not be sent');
    expect(sessionStorage.getItem(storageKey)).toContain('"answers"');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    // Issue 46: the results are on My Avatar at once; nobody will "contact you with the results".
    expect(dialog.textContent).toContain('Your results are ready on My Avatar.');
    expect(dialog.textContent).not.toContain('contact you');
    expect(
      screen.getByRole('link', { name: 'See my results on My Avatar' }).getAttribute('href'),
    ).toBe('/Profile/Avatar');
    expect(progress()).toBe('100');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual(Array.from({ length: 48 }, (_, i) => (Math.floor(i / 8) % 5) + 1));
    // Decision 135: every statement was timed here, so the 48 timings travel with the answers.
    expect(sentTimings[0]).toHaveLength(48);
    expect(sentTimings[0]?.every((ms) => Number.isInteger(ms) && ms >= 0)).toBe(true);
    await waitFor(() => expect(sessionStorage.getItem(storageKey)).toBeNull());
  });

  it('sends no timings for an attempt resumed after a reload (statements it did not time)', async () => {
    const first = renderQuestionnaire();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    answerPageByKeyboard(1, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    first.unmount();
    renderQuestionnaire();
    expect(await screen.findByRole('heading', { name: 'Page 2 of 6' })).toBeTruthy();
    for (let p = 1; p < 6; p++) {
      answerPageByKeyboard(p * 8 + 1, '3');
      if (p < 5) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    });
    await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(sent).toHaveLength(1);
    expect(sentTimings[0]).toBeUndefined();
  });
});

describe('measuredTimings', () => {
  it('rounds and caps at an hour, and gives nothing unless all 48 were timed', () => {
    expect(measuredTimings(Array.from({ length: 48 }, () => 1234.6))).toEqual(
      Array.from({ length: 48 }, () => 1235),
    );
    expect(measuredTimings(Array.from({ length: 48 }, () => 9e9))?.[0]).toBe(3_600_000);
    expect(measuredTimings([...Array.from({ length: 47 }, () => 1000), null])).toBeUndefined();
  });
});
