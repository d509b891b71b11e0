// decisions.md 11: the second factor, TOTP of RFC 6238 (SHA-1, 6 digits, 30-second steps), with
// the otpauth library (docs/decisions/112). A code is accepted one step either side of now (clock
// drift), and the caller stores the step it used so that the same code cannot log in twice.
// Recovery codes are 10 random single-use codes, shown once and kept only as hashes.
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const totpPeriodSeconds = 30;
export const totpIssuer = 'TalentPool';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: totpIssuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function otpauthUrlOf(secret: string, accountLabel: string): string {
  return totpOf(secret, accountLabel).toString();
}

/** The current code of a secret (tests and the seed; a person reads it from their app). */
export function totpCodeOf(secret: string, at = Date.now()): string {
  return totpOf(secret).generate({ timestamp: at });
}

/** The 30-second step a code belongs to, if it is valid now (±1 step); null otherwise. */
export function totpStepOf(secret: string, code: string, at = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return null;
  return Math.floor(at / 1000 / totpPeriodSeconds) + delta;
}

const recoveryAlphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Ten codes like `k3mzp-8qrtw`; about 50 bits each. */
export function newRecoveryCodes(count = 10): string[] {
  const one = () =>
    Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
  return Array.from({ length: count }, () => {
    const code = one();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** A recovery code as stored: lower case, without the dash, hashed. */
export function recoveryCodeHash(code: string): string {
  const normal = code.trim().toLowerCase().replaceAll('-', '');
  return createHash('sha256').update(`recovery:${normal}`).digest('hex');
}

export const isRecoveryCodeShape = (code: string) =>
  /^[a-z2-9]{5}-?[a-z2-9]{5}$/i.test(code.trim());
