import { describe, expect, it } from 'vitest';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrlOf,
  recoveryCodeHash,
  totpCodeOf,
  totpStepOf,
} from './totp';

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vector (secret "12345678901234567890", T = 59 s)', () => {
    // The RFC's 8-digit value is 94287082: its last 6 digits are the 6-digit code.
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCodeOf(rfcSecret, 59_000)).toBe('287082');
    expect(totpStepOf(rfcSecret, '287082', 59_000)).toBe(1);
  });

  it('accepts a code one step either side and refuses two steps away', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(totpStepOf(secret, totpCodeOf(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStepOf(secret, totpCodeOf(secret, now + 30_000), now)).toBe(step + 1);
    expect(totpStepOf(secret, totpCodeOf(secret, now - 90_000), now)).toBeNull();
    expect(totpStepOf(secret, 'abcdef', now)).toBeNull();
  });

  it('writes an otpauth URL with issuer, SHA1, 6 digits and 30 s', () => {
    const url = new URL(otpauthUrlOf(newTotpSecret(), 'ana@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('issuer')).toBe('TalentPool');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });

  it('makes ten distinct recovery codes whose hash ignores case and dash', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [first = ''] = codes;
    expect(recoveryCodeHash(first.toUpperCase().replace('-', ''))).toBe(recoveryCodeHash(first));
  });
});
