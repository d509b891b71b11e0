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

  it('passes through text that is not a key', () => {
    expect(translate('Expected string', 'ar')).toBe('Expected string');
    expect(translate('error.INTERNAL', 'en')).toBe('Oops, something went wrong');
  });
});
