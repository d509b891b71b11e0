// Issue 41: the offer letters screen lists both languages with their state, edits one with its
// placeholders as buttons (the Arabic one right to left), shows the server's refusal at the field
// with the text kept, previews, resets only after asking, and tells a recruiter it is not theirs.
// The server is a stubbed fetch answering from the domain's defaults.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@talentpool/domain/members/policy';
import { defaultOfferLetter, offerLetterPlaceholders } from '@talentpool/domain/offers/letter';
import i18n from '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { OfferLettersPage } from './OfferLettersPage';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const edited = 'عزيزي {{candidate.name}}، نعرض عليك {{job.title}}.';
const listOf = (arBody: string, arDefault: boolean) => ({
  templates: [
    { lang: 'en', body: defaultOfferLetter.en, isDefault: true },
    { lang: 'ar', body: arBody, isDefault: arDefault },
  ],
  placeholders: [...offerLetterPlaceholders],
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function renderPage(lang: 'en' | 'ar' = 'en', role: MemberRole = 'admin') {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0] ?? '';
      const method = init?.method ?? 'GET';
      const body = (init?.body ? JSON.parse(String(init.body)) : undefined) as
        { lang: string; body: string | null } | undefined;
      if (method !== 'GET') sent.push({ method, path, body });
      if (path === '/api/company/offer-letters' && method === 'GET') {
        return json(listOf(edited, false));
      }
      if (path === '/api/company/offer-letters/preview' || method === 'PUT') {
        if (body?.body?.includes('{{job.titel}}')) {
          return json(
            {
              error: 'Some fields need your attention.',
              code: 'VALIDATION_FAILED',
              fields: { body: 'Unknown placeholder {{job.titel}} at character 7.' },
            },
            400,
          );
        }
        if (method === 'PUT') {
          return json(
            body?.body === null
              ? listOf(defaultOfferLetter.ar, true)
              : listOf(body?.body ?? '', false),
          );
        }
        return json({ letter: (body?.body ?? '').replace('{{job.title}}', 'محلل بيانات') });
      }
      return json({ error: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
  signIn('token', 'company-1', 'Company', {
    member: {
      _id: '10000000-0000-4000-8000-000000000001',
      email: 'adel@example.com',
      name: 'Adel Admin',
      role,
      totpEnabled: false,
      totpSetupRequired: false,
    },
  });
  void i18n.changeLanguage(lang);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OfferLettersPage />
    </QueryClientProvider>,
  );
  return sent;
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('offer letters page', () => {
  it('lists both languages with their state', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Offer letters by language' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('EnglishDefault'),
      expect.stringContaining('ArabicEdited'),
    ]);
  });

  it('edits the Arabic letter right to left: inserts, refuses at the field keeping the text, saves', async () => {
    const sent = renderPage('ar');
    fireEvent.click(await screen.findByRole('button', { name: 'تعديل الخطاب باللغة العربية' }));
    const editor = screen.getByRole('form', { name: 'خطاب العرض باللغة العربية' });
    const body = within(editor).getByRole('textbox', { name: /الخطاب/ }) as HTMLTextAreaElement;
    expect(body.value).toBe(edited);
    expect(body.getAttribute('dir')).toBe('rtl');
    const chips = within(editor).getAllByRole('button', { name: /^إدراج / });
    expect(chips.map((c) => c.textContent)).toEqual(offerLetterPlaceholders.map((p) => `{{${p}}}`));

    fireEvent.change(body, { target: { value: 'راتبك: ' } });
    body.setSelectionRange(7, 7);
    fireEvent.click(within(editor).getByRole('button', { name: 'إدراج salary' }));
    expect(body.value).toBe('راتبك: {{salary}}');

    fireEvent.change(body, { target: { value: 'وظيفة {{job.titel}}' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'حفظ' }));
    expect(
      await within(editor).findByText('Unknown placeholder {{job.titel}} at character 7.'),
    ).toBeTruthy();
    expect(body.value).toBe('وظيفة {{job.titel}}');
    expect(body.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(body, { target: { value: 'وظيفة {{job.title}}' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'معاينة' }));
    const preview = await within(editor).findByTestId('letter-preview');
    expect(preview.textContent).toBe('وظيفة محلل بيانات');
    expect(preview.getAttribute('dir')).toBe('rtl');
    fireEvent.click(within(editor).getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        method: 'PUT',
        path: '/api/company/offer-letters',
        body: { lang: 'ar', body: 'وظيفة {{job.title}}' },
      }),
    );
  });

  it('resets to the default only after asking', async () => {
    const sent = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the Arabic letter' }));
    const editor = screen.getByRole('form', { name: 'Offer letter in Arabic' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Reset to default' }));
    expect(sent).toHaveLength(0);
    fireEvent.click(
      within(within(editor).getByRole('alertdialog')).getByRole('button', { name: 'Yes, reset' }),
    );
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PUT', path: '/api/company/offer-letters', body: { lang: 'ar', body: null } },
      ]),
    );
    await waitFor(() =>
      expect((within(editor).getByRole('textbox') as HTMLTextAreaElement).value).toBe(
        defaultOfferLetter.ar,
      ),
    );
  });

  it('tells a recruiter the letters are the owners’ and admins’', async () => {
    renderPage('en', 'recruiter');
    expect(
      await screen.findByText('Only owners and admins can edit the offer letters.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
