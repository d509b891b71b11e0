// spec 5 (Authentication): the schemas carry the spec's message keys, and every key has an English
// text equal to the spec's wording and an Arabic text.
import { describe, expect, it } from 'vitest';
import { messages, translate } from '../messages';
import { accountsMessagesAr, accountsMessagesEn } from './messages';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
  signupRequestSchema,
  signupSchema,
} from './schemas';

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? [])
    out[issue.path.join('.')] ??= translate(issue.message, 'en');
  return out;
}

describe('account schemas', () => {
  it('login: required and invalid e-mail, required password', () => {
    expect(issues(loginSchema.safeParse({}))).toEqual({
      email: 'Email field is required',
      password: 'Password field is required',
    });
    expect(issues(loginSchema.safeParse({ email: '   ', password: '' }))).toEqual({
      email: 'Email field is required',
      password: 'Password field is required',
    });
    expect(issues(loginSchema.safeParse({ email: 'a@b', password: 'x' }))).toEqual({
      email: 'Invalid email address',
    });
  });

  it('login trims the e-mail', () => {
    expect(loginSchema.parse({ email: '  Someone@Example.com ', password: 'x' }).email).toBe(
      'Someone@Example.com',
    );
  });

  it('signup: password required, at least 8, and the same twice', () => {
    expect(
      issues(signupSchema.safeParse({ email: '', password: '', ConfirmPassword: '' })),
    ).toEqual({
      email: 'Email field is required',
      password: 'Password field is required',
    });
    expect(
      issues(
        signupSchema.safeParse({
          email: 'a@b.co',
          password: '1234567',
          ConfirmPassword: '1234567',
        }),
      ),
    ).toEqual({ password: 'Password must be at least 8 characters' });
    expect(
      issues(
        signupSchema.safeParse({
          email: 'a@b.co',
          password: '12345678',
          ConfirmPassword: '1234567',
        }),
      ),
    ).toEqual({ ConfirmPassword: 'Both passwords need to be the same' });
    expect(
      signupSchema.safeParse({ email: 'a@b.co', password: '12345678', ConfirmPassword: '12345678' })
        .success,
    ).toBe(true);
  });

  it('forgot and reset', () => {
    expect(issues(forgotPasswordSchema.safeParse({ email: 'nope' }))).toEqual({
      email: 'Invalid email address',
    });
    expect(issues(resetPasswordSchema.safeParse({ password: '', ConfirmPassword: 'x' }))).toEqual({
      password: 'Password field is required',
      ConfirmPassword: 'Both passwords need to be the same',
    });
  });

  it('the API takes the spec payloads: ConfirmPassword compared when sent, never required', () => {
    const password = 'Quiet-harbour-71';
    expect(signupRequestSchema.safeParse({ email: 'a@b.co', password }).success).toBe(true);
    expect(resetPasswordRequestSchema.safeParse({ password }).success).toBe(true);
    expect(
      issues(signupRequestSchema.safeParse({ email: 'a@b.co', password, ConfirmPassword: 'x' })),
    ).toEqual({ ConfirmPassword: 'Both passwords need to be the same' });
    expect(
      issues(resetPasswordRequestSchema.safeParse({ password, ConfirmPassword: 'x' })),
    ).toEqual({ ConfirmPassword: 'Both passwords need to be the same' });
    // The forms keep asking for it.
    expect(signupSchema.safeParse({ email: 'a@b.co', password }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ password }).success).toBe(false);
  });

  it('has every message in English and Arabic', () => {
    for (const key of Object.keys(accountsMessagesEn) as (keyof typeof accountsMessagesEn)[]) {
      expect(accountsMessagesAr[key]).toBeTruthy();
      expect(accountsMessagesAr[key]).not.toBe(accountsMessagesEn[key]);
      expect(messages.ar[key]).toBe(accountsMessagesAr[key]);
    }
  });
});
