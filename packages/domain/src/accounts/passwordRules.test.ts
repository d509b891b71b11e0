// decisions.md 14: a new password is not only spaces or invisible characters, and not the e-mail.
import { describe, expect, it } from 'vitest';
import { isBlankPassword, isEmailPassword, passwordRuleProblem } from './passwordRules';

describe('password rules', () => {
  it.each([
    ['spaces', '          '],
    ['tabs and line breaks', '\t\t\n\r\t\t\n\t'],
    ['no-break and ideographic spaces', '\u00a0\u3000\u2007\u202f\u00a0\u3000\u2007\u202f'],
    ['zero-width characters', '\u200b\u200c\u200d\u2060\ufeff\u200b\u200c\u200d'],
    ['Hangul fillers', '\u3164\u3164\u3164\u3164\u115f\u1160\uffa0\u3164'],
    ['soft hyphens and variation selectors', '\u00ad\u00ad\ufe0f\ufe0f\u00ad\u00ad\ufe0f\ufe0f'],
    ['combining marks alone', '\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301'],
    ['blank braille', '\u2800\u2800\u2800\u2800\u2800\u2800\u2800\u2800'],
  ])('finds a blank password: %s', (_, password) => {
    expect(isBlankPassword(password)).toBe(true);
    expect(passwordRuleProblem(password, 'a@b.co')).toBe('accounts.passwordBlank');
  });

  it('keeps passwords that show something', () => {
    for (const password of ['        a', '\u200bpassphrase', 'كلمة مرور طويلة', '😀😀😀😀']) {
      expect(isBlankPassword(password), password).toBe(false);
    }
  });

  it('finds the e-mail, or the part before the @, in any letter case', () => {
    expect(isEmailPassword('Mona.Adel@Example.com', 'mona.adel@example.com')).toBe(true);
    expect(isEmailPassword(' mona.adel@example.com ', 'mona.adel@example.com')).toBe(true);
    expect(isEmailPassword('MONA.ADEL1998', 'mona.adel1998@example.com')).toBe(true);
    expect(isEmailPassword('mona.adel1998!', 'mona.adel1998@example.com')).toBe(false);
    expect(isEmailPassword('example.com', 'mona.adel1998@example.com')).toBe(false);
    expect(passwordRuleProblem('mona.adel1998', 'mona.adel1998@example.com')).toBe(
      'accounts.passwordIsEmail',
    );
    expect(passwordRuleProblem('Fresh-passphrase-93', 'mona.adel1998@example.com')).toBeNull();
  });
});
