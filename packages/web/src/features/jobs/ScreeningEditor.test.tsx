// Decision 130/133: the posting form's screening editor. A question is added with its text, type
// and knock-out answer; choosing "reject" asks for one of the company's current reasons (archived
// ones are not offered); what the form sends (inputOfScreening) is what was chosen. The answers
// on an application show each answer in the viewer's language, and mark the knock-outs.
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { ScreeningEditor } from './ScreeningEditor';
import { ScreeningAnswers } from './ScreeningQuestions';
import { emptyScreening, inputOfScreening, type ScreeningDraft } from './screeningForm';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const reasons = [
  { _id: 'r-skills', name: { en: 'Missing skills', ar: 'مهارات ناقصة' }, archived: false },
  { _id: 'r-old', name: { en: 'Old reason', ar: 'سبب قديم' }, archived: true },
  { _id: 'r-licence', name: { en: 'No licence', ar: 'لا توجد رخصة' }, archived: false },
];

/** The editor in a form that keeps its draft, the draft readable by the test. */
function renderEditor(errors: Partial<Record<string, string>> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.split('?')[0] === '/api/company/reject-reasons'
        ? json({ reasons })
        : json({ error: 'Not found', code: 'NOT_FOUND' }, 404),
    ),
  );
  const seen: { draft: ScreeningDraft } = { draft: emptyScreening };
  function Harness() {
    const [draft, setDraft] = useState<ScreeningDraft>(emptyScreening);
    seen.draft = draft;
    return <ScreeningEditor value={draft} onChange={setDraft} errors={errors} />;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return seen;
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('screening editor', () => {
  it('adds a knock-out question and rejects with a current reason of the company', async () => {
    const seen = renderEditor();
    // No knock-out yet: nothing to decide about one.
    expect(screen.queryByRole('group', { name: 'When an applicant is knocked out' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const question = screen.getByRole('group', { name: 'Question 1' });
    fireEvent.change(within(question).getByLabelText(/^Question/), {
      target: { value: 'Do you hold a driving licence?' },
    });
    fireEvent.click(within(question).getByLabelText('Knock out applicants who answer'));
    fireEvent.change(within(question).getByLabelText('Knock-out answer'), {
      target: { value: 'no' },
    });

    const action = screen.getByRole('group', { name: 'When an applicant is knocked out' });
    fireEvent.click(within(action).getByLabelText('Reject it with a reason'));
    const reason = (await within(action).findByLabelText(/^Reason/)) as HTMLSelectElement;
    await within(action).findByRole('option', { name: 'No licence' });
    const offered = within(reason)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toEqual(['Choose…', 'Missing skills', 'No licence']);
    fireEvent.change(reason, { target: { value: 'r-licence' } });

    expect(inputOfScreening(seen.draft)).toMatchObject({
      screeningQuestions: [
        {
          text: 'Do you hold a driving licence?',
          type: 'yesNo',
          required: true,
          knockout: { equals: false },
        },
      ],
      knockoutAction: 'reject',
      knockoutReasonId: 'r-licence',
    });
  });

  it('asks a choice question for its choices and knocks out on one of them; a number on a range', () => {
    const seen = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const shift = screen.getByRole('group', { name: 'Question 1' });
    fireEvent.change(within(shift).getByLabelText(/^Question/), {
      target: { value: 'Which shift?' },
    });
    fireEvent.change(within(shift).getByLabelText('Answer type'), {
      target: { value: 'choice' },
    });
    fireEvent.change(within(shift).getByLabelText('Choices, one per line'), {
      target: { value: 'Morning\nNight\n' },
    });
    fireEvent.click(within(shift).getByLabelText('Knock out applicants who answer'));
    fireEvent.change(within(shift).getByLabelText('Knock-out answer'), {
      target: { value: 'Night' },
    });
    const years = screen.getByRole('group', { name: 'Question 2' });
    fireEvent.change(within(years).getByLabelText(/^Question/), {
      target: { value: 'Years of experience?' },
    });
    fireEvent.change(within(years).getByLabelText('Answer type'), {
      target: { value: 'number' },
    });
    fireEvent.click(within(years).getByLabelText('An answer is required'));
    fireEvent.click(within(years).getByLabelText('Knock out applicants who answer'));
    fireEvent.change(within(years).getByLabelText('Knock out below'), { target: { value: '2' } });

    expect(inputOfScreening(seen.draft)).toMatchObject({
      screeningQuestions: [
        { type: 'choice', options: ['Morning', 'Night'], knockout: { equals: 'Night' } },
        { type: 'number', required: false, knockout: { min: 2 } },
      ],
      knockoutAction: 'flag',
      knockoutReasonId: null,
    });

    // Removing the first leaves the second, renumbered.
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.getAllByTestId('screening-question')).toHaveLength(1);
    expect(seen.draft.questions.map((q) => q.text)).toEqual(['Years of experience?']);
  });

  it('shows an error of a question at that question', () => {
    renderEditor({ 'screeningQuestions.0': 'The question is required' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const question = screen.getByRole('group', { name: 'Question 1' });
    expect(within(question).getByText('The question is required')).toBeTruthy();
  });
});

describe('screening answers on an application', () => {
  const answers = [
    { questionId: 'licence', text: 'Do you hold a licence?', value: false, knockedOut: true },
    { questionId: 'shift', text: 'Which shift?', value: 'Morning', knockedOut: false },
    { questionId: 'years', text: 'Years?', value: 4, knockedOut: false },
    { questionId: 'why', text: 'Why us?', value: null, knockedOut: false },
  ];

  it('shows each answer as the question was asked, and flags the knock-out', () => {
    render(<ScreeningAnswers screening={answers} knockedOut />);
    const section = screen.getByRole('region', { name: /Screening answers/ });
    expect(within(section).getByTestId('knocked-out-flag').textContent).toContain('Knocked out');
    const answerTo = (question: string) =>
      within(section).getByText(question).nextElementSibling?.textContent;
    expect(answerTo('Do you hold a licence?')).toBe('No (Knock-out answer)');
    expect(answerTo('Which shift?')).toBe('Morning');
    expect(answerTo('Years?')).toBe('4');
    expect(answerTo('Why us?')).toBe('No answer');
  });

  it('says yes and no in Arabic on an Arabic screen, and shows nothing without questions', async () => {
    await i18n.changeLanguage('ar');
    const { container } = render(
      <ScreeningAnswers screening={answers.slice(0, 1)} knockedOut={false} />,
    );
    const section = screen.getByRole('region', { name: /إجابات الفرز/ });
    expect(within(section).queryByTestId('knocked-out-flag')).toBeNull();
    expect(
      within(section).getByText('Do you hold a licence?').nextElementSibling?.textContent,
    ).toBe('لا (إجابة استبعاد)');
    cleanup();
    const empty = render(<ScreeningAnswers screening={[]} knockedOut={false} />);
    expect(empty.container.innerHTML).toBe('');
    expect(container).toBeTruthy();
  });
});
