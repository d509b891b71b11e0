// The profile form (spec 2, 3, 5): initial items, add/remove with proper empty items, the spec
// messages at their fields in English and Arabic, read-only basic info when editing.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  initialProfileForm,
  internshipItemSchema,
  jobItemSchema,
  profileSchema,
} from '@talentpool/domain/profile/schema';
import i18n from '../../lib/i18n';
import { ProfileForm } from './components/ProfileForm';
import { profileDate } from './components/ProfileView';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function renderForm(mode: 'create' | 'edit' = 'create') {
  const values = initialProfileForm();
  if (mode === 'edit') Object.assign(values, { name: 'Nour Ali', country: 'Egypt' });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProfileForm mode={mode} defaultValues={values} onSaved={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// Role queries over the whole form (250 countries) are slow in jsdom; the groups are found by
// their accessible label directly.
const groups = (name: RegExp) =>
  [...document.querySelectorAll<HTMLElement>('[role="group"]')].filter((g) =>
    name.test(g.getAttribute('aria-label') ?? ''),
  );
const button = (label: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === label,
  ) as HTMLButtonElement;

// The whole form with its 250 countries renders slowly in jsdom on a busy machine.
describe('profile form', { timeout: 30_000 }, () => {
  it('starts with the initial items of spec 3 and the +20 prefix', () => {
    renderForm();
    expect(groups(/^Job position \d$/)).toHaveLength(1);
    expect(groups(/^Certificate \d$/)).toHaveLength(1);
    expect(groups(/^Internship \d$/)).toHaveLength(1);
    expect(groups(/^General skill \d$/)).toHaveLength(2);
    expect(groups(/^Technical skill \d$/)).toHaveLength(2);
    expect((document.getElementById('field-mobileNO') as HTMLInputElement).value).toBe('+20 ');
  });

  it('adds an empty item of the section and removes the chosen one', async () => {
    renderForm();
    fireEvent.change(document.getElementById('field-certificates-0-name') as HTMLElement, {
      target: { value: 'First' },
    });
    fireEvent.click(button('+ Add a certificate'));
    await waitFor(() => expect(groups(/^Certificate \d$/)).toHaveLength(2));
    const second = groups(/^Certificate 2$/)[0] as HTMLElement;
    const inputs = [...second.querySelectorAll('input')].map((i) => i.value);
    expect(inputs).toEqual(['', '']);
    fireEvent.click(button('Remove Certificate 2'));
    await waitFor(() => expect(groups(/^Certificate \d$/)).toHaveLength(1));
    expect((document.getElementById('field-certificates-0-name') as HTMLInputElement).value).toBe(
      'First',
    );
    // The removed item's button is gone: the focus goes to the item before it, then, with no item
    // left, to the section's Add button, never to the page.
    expect(document.activeElement).toBe(document.getElementById('field-certificates-0-name'));
    fireEvent.click(button('Remove Certificate 1'));
    await waitFor(() => expect(groups(/^Certificate \d$/)).toHaveLength(0));
    await waitFor(() => expect(document.activeElement).toBe(button('+ Add a certificate')));
  });

  it('shows the spec messages at their fields, announced and linked', async () => {
    renderForm();
    fireEvent.click(button('Submit'));
    expect(await screen.findByText('Name field is required')).toBeTruthy();
    for (const text of [
      'National ID field is required',
      'Birth date field is required',
      'Address is required',
      'Country is required',
      'Phone number field is required',
      'CV field is required',
      'Education field is required',
      'Faculty field is required',
      'Your job position is required',
      'Your year of experience is required',
      'Name is required',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    // The goals, the job's fields and the certificate's body say it in one voice.
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(2);
    // Two general and two technical skills.
    expect(screen.getAllByText('Field is required')).toHaveLength(4);
    const name = document.getElementById('field-name') as HTMLElement;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Name field is required',
    );
  });

  it('counts the characters left of the schema maximum the server checks (issue 23)', () => {
    renderForm();
    const hintOf = (id: string) =>
      document.getElementById(`${id}-hint`)?.textContent ?? `no hint for ${id}`;
    const left = (max: number | null) => `${(max ?? 0).toLocaleString('en')} characters left`;
    expect(hintOf('field-job-0-description')).toBe(left(jobItemSchema.shape.description.maxLength));
    expect(hintOf('field-internships-0-description')).toBe(
      left(internshipItemSchema.shape.description.maxLength),
    );
    expect(hintOf('field-longTermGoals')).toBe(left(profileSchema.shape.longTermGoals.maxLength));
    const description = document.getElementById('field-job-0-description') as HTMLTextAreaElement;
    fireEvent.change(description, { target: { value: ' Ran the night shift ' } });
    expect(hintOf('field-job-0-description')).toBe(
      left((jobItemSchema.shape.description.maxLength ?? 0) - 'Ran the night shift'.length),
    );
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderForm();
    fireEvent.click(button('إرسال'));
    expect(await screen.findByText('حقل الاسم مطلوب')).toBeTruthy();
  });

  it('keeps name, ID and birth date read-only when editing; country and address can change', () => {
    renderForm('edit');
    expect(document.getElementById('field-name')?.hasAttribute('readonly')).toBe(true);
    expect(document.getElementById('field-nationalID')?.hasAttribute('readonly')).toBe(true);
    expect(document.getElementById('field-dateOfBirth')?.hasAttribute('readonly')).toBe(true);
    // Decision 139 (decisions.md 8): people move.
    const country = document.getElementById('field-country') as HTMLSelectElement;
    expect(country.tagName).toBe('SELECT');
    expect(country.value).toBe('Egypt');
    expect(country.disabled).toBe(false);
    expect(document.getElementById('field-address')?.hasAttribute('readonly')).toBe(false);
    expect(button('Update')).toBeTruthy();
  });

  it('says before saving which fields lock, follows the country with the phone prefix and the ID rule', async () => {
    renderForm('create');
    expect(
      screen.getByText(
        'Check your name, national ID and birth date: they cannot be changed after saving. Country and address can.',
      ),
    ).toBeTruthy();
    const country = document.getElementById('field-country') as HTMLSelectElement;
    fireEvent.change(country, { target: { value: 'United Arab Emirates' } });
    await waitFor(() =>
      expect((document.getElementById('field-mobileNO') as HTMLInputElement).value).toBe('+971 '),
    );
    fireEvent.change(document.getElementById('field-nationalID') as HTMLElement, {
      target: { value: '29801011234567' },
    });
    fireEvent.click(button('Submit'));
    expect(
      await screen.findByText('An Emirates ID has 15 digits and starts with 784'),
    ).toBeTruthy();
    // A typed number is never rewritten by a change of country.
    fireEvent.change(document.getElementById('field-mobileNO') as HTMLElement, {
      target: { value: '+971 50 123 4567' },
    });
    fireEvent.change(country, { target: { value: 'Saudi Arabia' } });
    expect((document.getElementById('field-mobileNO') as HTMLInputElement).value).toBe(
      '+971 50 123 4567',
    );
  });

  it('shows profile dates day-month-year from their first 10 characters', () => {
    expect(profileDate('2020-07-01T00:00:00Z')).toBe('01-07-2020');
  });
});
