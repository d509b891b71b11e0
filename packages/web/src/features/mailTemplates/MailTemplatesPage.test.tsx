// Decision 130/133: the mail templates screen lists every key (the interview mails too) in both
// languages, edits one with its placeholders as buttons, shows the server's refusal of a
// placeholder at the field (what was typed stays), previews with sample data, and resets to the
// default only after asking. The server is a stubbed fetch answering from the domain's defaults.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultMailTemplate,
  mailTemplateKeys,
  placeholdersOf,
} from '@talentpool/domain/mailTemplates/templates';
import i18n from '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { MailTemplatesPage } from './MailTemplatesPage';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const templates = mailTemplateKeys.flatMap((key) =>
  (['en', 'ar'] as const).map((lang) => ({
    key,
    lang,
    ...defaultMailTemplate(key, lang),
    isDefault: !(key === 'interviewCancellation' && lang === 'en'),
    placeholders: [...placeholdersOf[key]],
    updatedAt: null,
  })),
);

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function renderPage(lang: 'en' | 'ar' = 'en') {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0] ?? '';
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (method !== 'GET') sent.push({ method, path, body });
      if (path === '/api/company/mail-templates' && method === 'GET') return json({ templates });
      if (path === '/api/company/mail-templates/preview') {
        const input = body as { subject: string; body: string };
        if (input.body.includes('{{link}}')) {
          return json(
            {
              error: 'Some fields need your attention.',
              code: 'VALIDATION_FAILED',
              fields: { body: '{{link}} cannot be used in this mail.' },
            },
            400,
          );
        }
        return json({
          subject: input.subject.replace('{{job.title}}', 'Data analyst'),
          html: '<p>x</p>',
          text: 'x',
        });
      }
      if (path.startsWith('/api/company/mail-templates/') && method === 'PUT') {
        return json({ ...(body as object), isDefault: false });
      }
      if (path === '/api/company/mail-templates/interviewCancellation/en' && method === 'DELETE') {
        return json({ ...defaultMailTemplate('interviewCancellation', 'en'), isDefault: true });
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
  void i18n.changeLanguage(lang);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MailTemplatesPage />
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

describe('mail templates page', () => {
  it('lists every mail by its name in both languages, the interview mails too', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: /Mail templates by mail/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(mailTemplateKeys.length * 2);
    for (const name of [
      'Interview invitation',
      'Interview changed',
      'Interview cancelled',
      'Interview reminder',
      'Choose an interview time',
    ]) {
      expect(within(table).getAllByRole('rowheader', { name })).toHaveLength(2);
    }
    // No row is named by its key.
    expect(within(table).queryByText(/mailTemplates\.key/)).toBeNull();
    expect(
      within(rows[2 * mailTemplateKeys.indexOf('interviewCancellation')] as HTMLElement).getByText(
        'Edited',
      ),
    ).toBeTruthy();
  });

  it('names the mails in Arabic on an Arabic screen', async () => {
    renderPage('ar');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('rowheader', { name: 'إلغاء المقابلة' })).toHaveLength(2);
    expect(within(table).getAllByRole('rowheader', { name: 'اختيار موعد المقابلة' })).toHaveLength(
      2,
    );
  });

  it('inserts a placeholder, saves, and shows a refused placeholder at the field with the text kept', async () => {
    const sent = renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit Interview cancelled (English)' }),
    );
    const editor = screen.getByRole('form', { name: 'Interview cancelled (English)' });
    // Only the placeholders this mail can fill are offered: no link in a cancellation.
    const chips = within(editor).getAllByRole('button', { name: /^Insert / });
    expect(chips.map((c) => c.textContent)).toEqual(
      placeholdersOf.interviewCancellation.map((p) => `{{${p}}}`),
    );
    const body = within(editor).getByLabelText(/^Text/) as HTMLTextAreaElement;
    fireEvent.change(body, { target: { value: 'Cancelled: ' } });
    fireEvent.focus(body);
    body.setSelectionRange(11, 11);
    fireEvent.click(within(editor).getByRole('button', { name: 'Insert job.title' }));
    expect(body.value).toBe('Cancelled: {{job.title}}');
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/company/mail-templates/interviewCancellation/en',
      body: { body: 'Cancelled: {{job.title}}' },
    });

    fireEvent.change(body, { target: { value: 'Join {{link}}' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Preview' }));
    expect(await within(editor).findByText('{{link}} cannot be used in this mail.')).toBeTruthy();
    expect(body.value).toBe('Join {{link}}');
    expect(body.getAttribute('aria-invalid')).toBe('true');
  });

  it('previews with sample data and resets to the default only after asking', async () => {
    const sent = renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit Interview cancelled (English)' }),
    );
    const editor = screen.getByRole('form', { name: 'Interview cancelled (English)' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Preview' }));
    expect((await within(editor).findByTestId('preview-subject')).textContent).toBe(
      'Interview cancelled: Data analyst at {{company.name}}',
    );

    fireEvent.click(within(editor).getByRole('button', { name: 'Reset to default' }));
    expect(sent.filter((s) => s.method === 'DELETE')).toHaveLength(0);
    const question = within(editor).getByRole('alertdialog');
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, reset' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'DELETE')).toEqual([
        {
          method: 'DELETE',
          path: '/api/company/mail-templates/interviewCancellation/en',
          body: undefined,
        },
      ]),
    );
    await waitFor(() =>
      expect((within(editor).getByLabelText(/^Text/) as HTMLTextAreaElement).value).toBe(
        defaultMailTemplate('interviewCancellation', 'en').body,
      ),
    );
  });
});
