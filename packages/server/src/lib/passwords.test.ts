import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@talentpool/domain/errors';
import {
  assertAcceptablePassword,
  commonPasswordsFile,
  hashPassword,
  isCommonPassword,
  loadCommonPasswords,
  passwordCounters,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hashed = await hashPassword('correct horse battery');
    expect(hashed).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hashed, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hashed, 'wrong password')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});

describe('new-password rules (decisions.md 14)', () => {
  it('ships the 100,000 most common passwords', () => {
    const lines = gunzipSync(readFileSync(commonPasswordsFile)).toString('utf8').split('\n');
    expect(lines.filter(Boolean)).toHaveLength(100_000);
    expect(lines.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    // Only those of 8 characters or more can pass the length rule; they are the ones kept.
    expect(loadCommonPasswords()).toBeGreaterThan(30_000);
  });

  it('finds common passwords in any letter case, spaces around ignored', () => {
    for (const common of [
      'password123',
      'PASSWORD123',
      'Password123',
      ' qwertyuiop ',
      'iloveyou1',
    ]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const rare of ['Passw0rd!long', 'Fresh-passphrase-93', 'correct horse battery']) {
      expect(isCommonPassword(rare), rare).toBe(false);
    }
  });

  it('throws 400 VALIDATION_FAILED on the password field, in the given language', () => {
    const problem = (
      password: string,
      email = 'mona.adel@example.com',
      lang: 'en' | 'ar' = 'en',
    ) => {
      try {
        assertAcceptablePassword(password, email, lang);
        return null;
      } catch (err) {
        expect(err).toBeInstanceOf(DomainError);
        expect((err as DomainError).code).toBe('VALIDATION_FAILED');
        return (err as DomainError).fields;
      }
    };
    expect(problem('Fresh-passphrase-93')).toBeNull();
    expect(problem('sunshine1')).toEqual({
      password: 'This password is one of the most common passwords. Please choose another one.',
    });
    expect(problem('Mona.Adel@Example.com')).toEqual({
      password: 'Password must not be your email address',
    });
    expect(problem('mona.adel1998', 'mona.adel1998@example.com')).toEqual({
      password: 'Password must not be your email address',
    });
    expect(problem('\t \u00a0 \u200b\u2060  ')).toEqual({
      password: 'Password must not be only spaces',
    });
    expect(problem('password123', 'a@b.co', 'ar')).toEqual({
      password: 'كلمة المرور هذه من أكثر كلمات المرور شيوعًا. يرجى اختيار كلمة أخرى.',
    });
  });

  it('counts verifications, and those against the dummy hash', async () => {
    const before = { ...passwordCounters };
    expect(await verifyAgainstDummy('anything')).toBe(false);
    expect(passwordCounters.dummyVerifications - before.dummyVerifications).toBe(1);
    expect(passwordCounters.verifications - before.verifications).toBe(1);
  });
});
