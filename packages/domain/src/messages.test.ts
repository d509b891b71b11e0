import { describe, expect, it } from 'vitest';
import { errorCodes } from './errors';
import { errorMessage, messages, translate } from './messages';

describe('messages', () => {
  it('has the same keys, all non-empty, in English and Arabic', () => {
    const enKeys = Object.keys(messages.en).sort();
    expect(Object.keys(messages.ar).sort()).toEqual(enKeys);
    for (const lang of ['en', 'ar'] as const) {
      for (const key of enKeys) {
        expect(messages[lang][key as keyof typeof messages.en].trim()).not.toBe('');
      }
    }
  });

  it('has a text for every error code in both languages', () => {
    for (const code of errorCodes) {
      expect(errorMessage(code, 'en')).toMatch(/\S/);
      expect(errorMessage(code, 'ar')).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('keeps the spec wording of the login messages', () => {
    expect(errorMessage('USER_NOT_FOUND', 'en')).toBe("User Doesn't Exist");
    expect(errorMessage('WRONG_PASSWORD', 'en')).toBe('Password is incorrect');
    expect(errorMessage('EMAIL_TAKEN', 'en')).toBe('User Already Exists');
  });

  it("corrects the spec's popups but keeps their opening words (decisions.md section 8)", () => {
    const spec: [string, string][] = [
      ['An email has been sent, to you go to verify your account!!', 'accounts.signupSent'],
      ['Both password need to be the same', 'accounts.passwordsDiffer'],
      // accounts.resetSent left this list with decision 251: one answer for every address, so
      // it no longer says a mail was sent (it says one is on its way if an account uses it).
      [' Email field is required', 'accounts.emailRequired'],
      ['password field is required', 'accounts.passwordRequired'],
      [
        'Email is not verified, open your email to complete verification step',
        'error.EMAIL_NOT_VERIFIED',
      ],
      ['This Email was already requested!', 'error.LINK_ALREADY_REQUESTED'],
    ];
    for (const [specText, key] of spec) {
      const text = translate(key, 'en');
      const opening = specText.trim().split(/\s+/).slice(0, 2).join(' ').replace(/,$/, '');
      expect(text.toLowerCase().startsWith(opening.toLowerCase()), key).toBe(true);
      expect(text, key).not.toBe(specText);
    }
    expect(translate('accounts.signupSent', 'en')).toBe(
      'An email has been sent to you: open it to verify your account.',
    );
    expect(translate('accounts.passwordsDiffer', 'en')).toBe('Both passwords need to be the same');
  });

  it('passes through text that is not a key', () => {
    expect(translate('Expected string', 'ar')).toBe('Expected string');
    expect(translate('error.INTERNAL', 'en')).toBe('Oops, something went wrong');
  });
});
