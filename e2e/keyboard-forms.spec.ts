// Issue 9: every form works with the keyboard alone. Sign-up (job seeker and company), the
// job-seeker profile form up to a saved profile, the company profile form and the candidate
// search filters, Find a Boss, the single-use link request and the link holder's questionnaire.
// The test moves with Tab/Shift+Tab, presses Enter, Space and arrow keys and types; it never
// clicks, fills or focuses an element itself. On the way each field reached shows its focus, and
// a form sent empty announces its errors (aria-invalid with aria-describedby, or role=alert).
import { expect, test, type Page } from '@playwright/test';
import {
  createVerifiedAccount,
  loginInBrowser,
  uniqueEmail,
  type E2EAccount,
} from './support/accounts';
import { baseURL } from './support/env';
import {
  expectAnnouncedError,
  expectVisibleFocus,
  isFocused,
  retype,
  tabTo,
  tabToVisible,
} from './support/keyboard';
import { linkIn, waitForMail } from './support/mail';

test.use({ viewport: { width: 1280, height: 900 } });

/** Types into the focused <select>: the browser picks the first option starting so. */
async function choose(page: Page, text: string) {
  await page.keyboard.type(text);
}

/** Answers the six pages of the questionnaire with the keys 1-5 and Enter. */
async function answerWithKeys(page: Page) {
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeVisible();
  await tabToVisible(page, start);
  await page.keyboard.press('Enter');
  for (let p = 0; p < 6; p++) {
    await expect(page.getByRole('heading', { name: `Page ${p + 1} of 6` })).toBeVisible();
    await tabTo(page, page.locator(`input[name="q-${p * 8 + 1}"]`).first());
    await expectVisibleFocus(page);
    for (let i = 0; i < 8; i++) await page.keyboard.press(String((i % 5) + 1));
    await expect(page.getByRole('button', { name: p === 5 ? 'Done' : 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
}

test.describe('sign-up', () => {
  for (const type of ['User', 'Company'] as const) {
    test(`a ${type === 'User' ? 'job seeker' : 'company'} signs up with the keyboard alone`, async ({
      page,
    }) => {
      const email = uniqueEmail(`kb-${type.toLowerCase()}`);
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
      await tabToVisible(page, page.getByRole('button', { name: 'Sign up' }));
      await page.keyboard.press('Enter');
      // The new form's heading takes the focus, so it is announced.
      await expect(page.getByRole('heading', { name: 'Sign up' })).toBeFocused();

      // Sent empty: every field says what is wrong, tied to it.
      const submit = page.getByRole('button', { name: 'Sign up', exact: true });
      await tabToVisible(page, submit);
      await page.keyboard.press('Enter');
      const emailField = page.getByLabel('Email');
      const password = page.getByLabel('Password', { exact: true });
      const confirm = page.getByLabel('Confirm password');
      await expectAnnouncedError(page, emailField);
      await expectAnnouncedError(page, password);
      await expect(page.getByRole('alert').first()).toBeVisible();

      await tabToVisible(page, emailField, 60, 'Shift+Tab');
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      expect(await isFocused(password)).toBe(true);
      await expectVisibleFocus(page);
      await page.keyboard.type('Passw0rd!long');
      await page.keyboard.press('Tab');
      expect(await isFocused(confirm)).toBe(true);
      await page.keyboard.type('Passw0rd!long');
      // Show passwords, then the account type: Space ticks a checkbox.
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page);
      await page.keyboard.press('Space');
      await expect(password).toHaveAttribute('type', 'text');
      const asCompany = page.getByLabel('Sign up as a company');
      await tabToVisible(page, asCompany);
      if (type === 'Company') await page.keyboard.press('Space');
      await expect(asCompany).toBeChecked({ checked: type === 'Company' });
      await page.keyboard.press('Enter');

      // The confirmation is a dialog holding the focus on its one button.
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('An email has been sent');
      const ok = dialog.getByRole('button', { name: 'OK' });
      await expect(ok).toBeFocused();
      // Tab stays inside the dialog.
      await page.keyboard.press('Tab');
      await expect(ok).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Login' })).toBeFocused();
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(page.getByLabel('Login as a company')).toBeChecked({
        checked: type === 'Company',
      });

      const mail = await waitForMail((m) => m.to.includes(email));
      expect(linkIn(mail, baseURL)).toContain(`/api/${type.toLowerCase()}/verify?token=`);
    });
  }
});

test('a job seeker creates the whole profile with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createVerifiedAccount('User');
  await loginInBrowser(page, user, '/Userform');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your profile' })).toBeVisible();
  const field = (name: string) => page.locator(`[id="field-${name}"]`);

  // Sent empty: the form says so and puts the focus on the first field to fix.
  const submit = page.getByRole('button', { name: 'Submit' });
  await tabToVisible(page, submit, 120);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'need your attention' })).toBeVisible();
  await expect(field('name')).toBeFocused();
  await expectAnnouncedError(page, field('name'));
  await expectAnnouncedError(page, field('country'));
  await expectAnnouncedError(page, field('certificates-0-name'));

  // Basic info: text, a date typed digit by digit, the country list by typing its name.
  await page.keyboard.type('Amira Keyboard');
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page);
  await page.keyboard.type('29901011234567');
  await page.keyboard.press('Tab');
  expect(await isFocused(field('dateOfBirth'))).toBe(true);
  await page.keyboard.type('01151995');
  await expect(field('dateOfBirth')).toHaveValue('1995-01-15');
  await tabToVisible(page, field('country'));
  await choose(page, 'Egypt');
  await expect(field('country')).toHaveValue('Egypt');
  await page.keyboard.press('Tab');
  expect(await isFocused(field('address'))).toBe(true);
  await page.keyboard.type('10 Tahrir Square, Cairo');

  // Contact: the +20 prefix stays, the number is typed after it.
  await tabToVisible(page, field('mobileNO'));
  await page.keyboard.press('End');
  await page.keyboard.type('1012345678');
  await expect(field('mobileNO')).toHaveValue('+20 1012345678');

  // Education: two lists, chosen with the arrow keys and by typing.
  await tabToVisible(page, field('HLOfEdu'));
  await choose(page, 'Faculty degree');
  await expect(field('HLOfEdu')).toHaveValue('Faculty degree');
  await page.keyboard.press('Tab');
  await choose(page, 'Computers');
  await expect(field('faculty')).toHaveValue('Computers and Information');

  // Certificates: remove the empty one; the focus goes to "Add", which brings a new one back
  // with the focus in its first field.
  const removeCertificate = page.getByRole('button', { name: 'Remove Certificate 1' });
  await tabToVisible(page, removeCertificate);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Certificate 1' })).toHaveCount(0);
  const addCertificate = page.getByRole('button', { name: 'Add a certificate' });
  await expect(addCertificate).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(field('certificates-0-name')).toBeFocused();
  await page.keyboard.type('Scrum Master');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Scrum Alliance');

  // Internships are optional: remove the empty one.
  await tabToVisible(page, page.getByRole('button', { name: 'Remove Internship 1' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Internship 1' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add an internship' })).toBeFocused();

  // Skills: fill the first general skill, remove the second (the focus goes back to the first).
  await tabToVisible(page, field('generalSkills-0-name'));
  await page.keyboard.type('Teamwork');
  await tabToVisible(page, page.getByRole('button', { name: 'Remove General skill 2' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'General skill 2' })).toHaveCount(0);
  await expect(field('generalSkills-0-name')).toBeFocused();
  await tabToVisible(page, field('technicalSkills-0-name'));
  await page.keyboard.type('React');
  await tabTo(page, field('technicalSkills-1-name'));
  await page.keyboard.type('TypeScript');
  await tabToVisible(page, field('longTermGoals'));
  await page.keyboard.type('Lead a product team');
  await tabTo(page, field('Motivation'));
  await page.keyboard.type('Building useful things');

  // Work experience: two lists, then the job with its lists and dates.
  await tabToVisible(page, field('jobPosition'));
  await choose(page, 'Digital');
  await expect(field('jobPosition')).toHaveValue('Digital Services');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(field('yearsOfExp')).toHaveValue('2-5 years');
  await tabToVisible(page, field('job-0-jobtitle'));
  await page.keyboard.type('Frontend Developer');
  await page.keyboard.press('Tab');
  await choose(page, 'Technical');
  await expect(field('job-0-role')).toHaveValue('Technical');
  await page.keyboard.press('Tab');
  await choose(page, 'Private');
  await expect(field('job-0-hiringbody')).toHaveValue('Private Business');
  await tabToVisible(page, field('job-0-startDate'));
  await page.keyboard.type('01012020');
  await tabTo(page, field('job-0-endDate'));
  await page.keyboard.type('01012024');
  await expect(field('job-0-startDate')).toHaveValue('2020-01-01');
  await expect(field('job-0-endDate')).toHaveValue('2024-01-01');

  await tabToVisible(page, field('CV'));
  await page.keyboard.type('https://drive.example.com/cv.pdf');

  await tabToVisible(page, submit);
  await page.keyboard.press('Enter');

  // Saved: the dialog holds the focus on its link, which leads to the profile.
  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(dialog).toBeVisible();
  const toProfile = dialog.getByRole('link');
  await expect(toProfile).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Profile\/myprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amira Keyboard' })).toBeVisible();
  await expect(page.getByText('Scrum Alliance')).toBeVisible();
  await expect(page.getByText('TypeScript')).toBeVisible();
  await expect(page.getByText('Frontend Developer')).toBeVisible();

  // The profile's dialogs take the focus in and give it back to their button on Escape.
  for (const name of ['Upload picture', 'Delete my account']) {
    const opener = page.getByRole('button', { name, exact: true });
    await tabToVisible(page, opener, 80);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  }
});

test.describe('company', () => {
  let company: E2EAccount;
  test.beforeAll(async () => {
    company = await createVerifiedAccount('Company');
  });

  test('a company fills its profile form with the keyboard alone', async ({ page }) => {
    test.setTimeout(120_000);
    await loginInBrowser(page, company, '/Companyform');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const name = page.getByLabel('Company name');
    const submit = page.getByRole('button', { name: 'Submit' });
    await tabToVisible(page, submit, 80);
    await page.keyboard.press('Enter');
    // Sent empty: the focus goes to the first field to fix, every error tied to its field.
    await expect(name).toBeFocused();
    await expectAnnouncedError(page, name);
    await expectAnnouncedError(page, page.getByLabel('Company address'));
    await expectAnnouncedError(page, page.getByLabel('Company phone'));
    // Decision 253: the registration date may be given later.
    await expect(page.getByLabel('Registration date')).not.toHaveAttribute('aria-invalid', 'true');

    await page.keyboard.type('Keyboard Trading');
    await tabToVisible(page, page.getByLabel('Industry'));
    await choose(page, 'Digital');
    await expect(page.getByLabel('Industry')).toHaveValue('Digital Services');
    await tabToVisible(page, page.getByLabel('Company address'));
    await page.keyboard.type('5 Nile Corniche, Cairo');
    await tabToVisible(page, page.getByLabel('Country'));
    await choose(page, 'Egypt');
    await expect(page.getByLabel('Country')).toHaveValue('Egypt');
    await tabToVisible(page, page.getByLabel('Company phone'));
    await retype(page, '+20 2 2345 6789');
    await tabToVisible(page, page.getByLabel('Company size'));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Company size')).not.toHaveValue('');
    const legal = page.getByLabel('Legal entity');
    await tabToVisible(page, legal);
    await choose(page, 'Other');
    await expect(legal).toHaveValue('Other');
    // "Other" opens its text field, next in the Tab order.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('If other, specify')).toBeFocused();
    await page.keyboard.type('Joint venture');
    await tabToVisible(page, page.getByLabel('Commercial registration number'));
    await page.keyboard.type('CR-2024-77');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Registration date')).toBeFocused();
    await page.keyboard.type('04012012');
    await expect(page.getByLabel('Registration date')).toHaveValue('2012-04-01');
    await tabToVisible(page, page.getByLabel('Website'));
    await page.keyboard.type('https://keyboard.example.com');
    await tabToVisible(page, page.getByLabel('Full name'));
    await page.keyboard.type('Laila Hassan');
    await page.keyboard.press('Tab');
    await page.keyboard.type('29001011234567');
    await page.keyboard.press('Tab');
    await page.keyboard.type('HR Manager');
    await tabToVisible(page, page.getByLabel('Mobile number'));
    await retype(page, '+20 100 123 4567');
    await tabToVisible(page, page.getByLabel('E-mail address'));
    await page.keyboard.type('laila@keyboard.example.com');
    await tabToVisible(page, submit);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/Company\/Profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Keyboard Trading' })).toBeVisible();
    // The registration date is a profile date: day-month-year.
    await expect(page.getByText('01-04-2012')).toBeVisible();
    await expect(page.getByText('Joint venture')).toBeVisible();
  });

  test('a company searches candidates with the filters and the keyboard alone', async ({
    page,
  }) => {
    await loginInBrowser(page, company, '/Company/Filter');
    await expect(page.getByRole('heading', { level: 1, name: 'Search candidates' })).toBeVisible();
    const position = page.getByLabel('Job Position');
    await tabToVisible(page, position);
    await choose(page, 'Digital');
    await expect(position).toHaveValue('Digital Services');
    await page.keyboard.press('Tab');
    await choose(page, '2-5');
    await expect(page.getByLabel('Years of Experience')).toHaveValue('2-5 years');

    // The personality pictures are a radio group: Tab enters at the chosen one ("All"), the arrow
    // keys move the choice.
    const personality = page.getByRole('group', { name: 'Personality type' });
    const all = personality.getByRole('radio').first();
    await tabTo(page, all);
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowRight');
    await expect(personality.getByRole('radio').nth(1)).toBeChecked();
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowLeft');
    await expect(all).toBeChecked();

    const q = page.getByLabel('Name, job title, skill or experience');
    await tabToVisible(page, q);
    await page.keyboard.type('nobody-by-this-name');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/jobPosition=Digital\+Services/);
    await expect(page).toHaveURL(/q=nobody-by-this-name/);
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results).toBeVisible();

    // Reset is reachable and empties the filters.
    await tabToVisible(page, page.getByRole('button', { name: 'Reset' }).first(), 60, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(position).toHaveValue('');
  });

  test('a company completes Find a Boss and saves a card with the keyboard alone', async ({
    page,
  }) => {
    await loginInBrowser(page, company, '/Company/findboss');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Boss' })).toBeVisible();
    const boxes = page.getByRole('checkbox');
    await tabToVisible(page, boxes.first());
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expectVisibleFocus(page);
    await expect(boxes.nth(0)).toBeChecked();
    await expect(boxes.nth(2)).toBeChecked();
    await expect(page.locator('#choice-count')).toHaveText('2 of 10 chosen');

    await tabToVisible(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('heading', { name: 'Results' })).toBeFocused();

    // Saving without a job title: the refusal is announced and the focus goes to the title.
    const save = page.getByRole('button', { name: 'Save as description card' });
    await tabToVisible(page, save);
    await page.keyboard.press('Enter');
    const title = page.getByLabel('Job Title');
    await expect(title).toBeFocused();
    await expectAnnouncedError(page, title);
    await page.keyboard.type('Head of sales');
    await tabToVisible(page, save);
    await page.keyboard.press('Enter');
    const cards = page.getByRole('region', { name: 'Saved description cards' });
    await expect(cards.getByRole('heading', { name: 'Head of sales' })).toBeVisible();

    // Deleting asks first; the focus never drops to the page on the way.
    const del = cards.getByRole('button', { name: 'Delete the card Head of sales' });
    await tabToVisible(page, del);
    await page.keyboard.press('Enter');
    await expect(cards.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(del).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await expect(cards.getByRole('button', { name: 'Yes, delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards.getByRole('heading', { name: 'Head of sales' })).toHaveCount(0);
    await expect(cards.getByRole('heading', { name: 'Saved description cards' })).toBeFocused();
  });

  test('a company requests a single-use link and its holder answers with the keyboard alone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const invitee = uniqueEmail('kb-invitee');
    await loginInBrowser(page, company, '/CompanyView/Profile');
    await expect(page.getByRole('heading', { name: 'Request a single use link' })).toBeVisible();
    const email = page.getByLabel('E-mail');
    const request = page.getByRole('button', { name: 'Request' });
    await tabToVisible(page, request);
    await page.keyboard.press('Enter');
    await expectAnnouncedError(page, email);
    await expect(page.getByRole('alert').first()).toBeVisible();

    await tabToVisible(page, email, 10, 'Shift+Tab');
    await page.keyboard.type(invitee);
    await page.keyboard.press('Enter');
    // The result takes the focus; the link, Copy and the other actions follow in Tab order.
    const generated = page.getByRole('region', { name: `Single use link for ${invitee}` });
    await expect(generated.getByRole('heading')).toBeFocused();
    const linkField = page.getByRole('textbox', { name: 'Single use link', exact: true });
    await tabToVisible(page, linkField);
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/identification\/[A-Za-z0-9_-]{43}$/);
    await tabToVisible(page, generated.getByRole('button', { name: 'Copy link' }));
    // Reset brings the focus back to the e-mail for a second link.
    await tabToVisible(page, generated.getByRole('button', { name: 'Reset' }));
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    const second = uniqueEmail('kb-second');
    await page.keyboard.type(second);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('region', { name: `Single use link for ${second}` }).getByRole('heading'),
    ).toBeFocused();

    // The holder: no account, a fresh browser, the keyboard only.
    const holder = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const holderPage = await holder.newPage();
    await holderPage.goto(link);
    await expect(holderPage.getByRole('note')).toContainText('invites you');
    await answerWithKeys(holderPage);
    const dialog = holderPage.getByRole('dialog', { name: 'Congratulations!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link')).toBeFocused();
    await holder.close();

    // The company's list shows it completed, and its count reads as a sentence.
    await page.goto('/CompanyView/Users');
    await expect(page.getByText('2 links sent')).toBeVisible();

    // Revoking asks first: the focus goes to "Keep it", back to Revoke when kept, and to the row
    // once revoked, never to the page.
    const pending = page.getByTestId('one-time-user').filter({ hasText: second });
    const revoke = pending.getByRole('button', { name: 'Revoke' });
    await tabToVisible(page, revoke);
    await page.keyboard.press('Enter');
    await expect(pending.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(revoke).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await expect(pending.getByRole('button', { name: 'Yes, revoke' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pending.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(pending).toBeFocused();

    const row = page.getByTestId('one-time-user').filter({ hasText: invitee });
    const view = row.getByRole('button', { name: 'View result' });
    await tabToVisible(page, view);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: `User Email: ${invitee}` });
    await expect(panel).toBeVisible();
    // Escape closes the panel and the focus returns to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(view).toBeFocused();
  });
});

test('the skip link and the phone menu work with the keyboard alone, in Arabic too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab stop is the skip link, shown when focused; Enter moves the focus to the content.
  await page.keyboard.press('Tab');
  const skip = page.locator('a.skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // The burger opens the menu; Tab walks into it; Escape closes it and returns the focus.
  const burger = page.locator('button.burger');
  await tabToVisible(page, burger, 10, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator('#main-menu');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toBeFocused();
  await expect(menu.getByRole('link').first()).toBeHidden();

  // A menu link followed with Enter closes the menu and opens its page.
  await page.keyboard.press('Enter');
  await tabTo(page, menu.locator('a[href="/auth"]'), 10);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
});
