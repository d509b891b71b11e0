// Decision 130/132: the stage template editor checks the list before sending and says every
// problem on screen in the page's language: no hired or no rejected stage, two stages with one
// name, a stage without its Arabic name. Nothing is sent until the list is right; then the new
// stage gets a key made from its English name. The server is a stubbed fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultStages } from '@talentpool/domain/process/stages';
import i18n from '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { StageTemplatePage } from './StageTemplatePage';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderEditor() {
  const sent: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0];
      if (path === '/api/company/stage-templates' && init?.method === 'POST') {
        const body: unknown = JSON.parse(String(init.body));
        sent.push({ method: 'POST', body });
        return json({ template: { _id: 'x', isDefault: false, ...(body as object) } }, 201);
      }
      if (path === '/api/company/stage-templates') {
        return json({
          templates: [{ _id: 'default', name: 'Default', stages: defaultStages, isDefault: true }],
        });
      }
      return json({ error: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
  signIn('token', 'company-1', 'Company', {
    member: {
      _id: '10000000-0000-4000-8000-000000000001',
      email: 'rita@example.com',
      name: 'Rita Recruiter',
      role: 'recruiter',
      totpEnabled: false,
      totpSetupRequired: false,
    },
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/Company/Process/templates/new']}>
        <Routes>
          <Route path="/Company/Process/templates/new" element={<StageTemplatePage />} />
          <Route path="/Company/Process" element={<p>settings</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

/** The fieldset of the stage at `position` (1-based). */
const stage = (position: number) =>
  screen.getByRole('group', { name: new RegExp(`^(Stage|المرحلة) ${position}\\b`) });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('stage template editor', () => {
  it('refuses a list without a hired and a rejected stage, and says so on screen', async () => {
    const sent = renderEditor();
    fireEvent.change(await screen.findByLabelText(/Template name/), {
      target: { value: 'Engineering' },
    });
    // The six defaults: remove Hired (5) and then Rejected (now 5).
    fireEvent.click(within(stage(5)).getByRole('button', { name: /Remove/ }));
    fireEvent.click(within(stage(5)).getByRole('button', { name: /Remove/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('A process needs at least one hired stage')).toBeTruthy();
    expect(screen.getByText('A process needs at least one rejected stage')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('flags two stages with the same name and a missing Arabic name, in Arabic too', async () => {
    const sent = renderEditor();
    fireEvent.change(await screen.findByLabelText(/Template name/), {
      target: { value: 'Sales' },
    });
    fireEvent.change(within(stage(2)).getByLabelText(/Name in English/), {
      target: { value: 'Applied' },
    });
    fireEvent.change(within(stage(3)).getByLabelText(/Name in Arabic/), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    const duplicate = 'Another stage has this name: give each stage its own name';
    expect(await within(stage(1)).findByText(duplicate)).toBeTruthy();
    expect(within(stage(2)).getByText(duplicate)).toBeTruthy();
    expect(within(stage(3)).getByText('Give the stage a name in both languages')).toBeTruthy();
    expect(
      within(stage(2))
        .getByLabelText(/Name in English/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sent).toEqual([]);

    await i18n.changeLanguage('ar');
    fireEvent.click(screen.getByRole('button', { name: 'حفظ القالب' }));
    expect(
      await within(stage(1)).findByText('توجد مرحلة أخرى بهذا الاسم: أعطِ كل مرحلة اسمًا خاصًا بها'),
    ).toBeTruthy();
    expect(within(stage(3)).getByText('أدخل اسم المرحلة باللغتين')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('adds, reorders with the keyboard and saves with a key made from the English name', async () => {
    const sent = renderEditor();
    fireEvent.change(await screen.findByLabelText(/Template name/), {
      target: { value: 'Engineering' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a stage' }));
    // Added after the last active or offer stage: place 5 of 7, before Hired and Rejected.
    const added = stage(5);
    fireEvent.change(within(added).getByLabelText(/Name in English/), {
      target: { value: 'Tech test' },
    });
    fireEvent.change(within(added).getByLabelText(/Name in Arabic/), {
      target: { value: 'اختبار تقني' },
    });
    // Alt+Arrow Up on its name moves it above Offer.
    fireEvent.keyDown(within(added).getByLabelText(/Name in English/), {
      key: 'ArrowUp',
      altKey: true,
    });
    expect((within(stage(4)).getByLabelText(/Name in English/) as HTMLInputElement).value).toBe(
      'Tech test',
    );
    expect(document.activeElement).toBe(within(stage(4)).getByLabelText(/Name in English/));
    // The button moves Screening (2) down one.
    fireEvent.click(within(stage(2)).getByRole('button', { name: /Move down/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await screen.findByText('settings');
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as { name: string; stages: { key: string; kind: string }[] };
    expect(body.name).toBe('Engineering');
    expect(body.stages.map((s) => s.key)).toEqual([
      'applied',
      'interview',
      'screening',
      'techTest',
      'offer',
      'hired',
      'rejected',
    ]);
  });
});
