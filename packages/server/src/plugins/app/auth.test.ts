// verifyHs256 (issue 24): only the canonical compact form that sign() writes is a token; the same
// bytes spelled another way (padding, standard base64 letters) are refused.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from './auth';

const key = new TextEncoder().encode('unit-secret-unit-secret-unit-secret-0123');
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token whose three parts are chosen so that each needs padding and holds `-` or `_`. */
function token(): string {
  const now = Math.floor(Date.now() / 1000);
  for (let n = 0; ; n++) {
    const header = part({ alg: 'HS256' });
    const body = part({ sub: 'x', exp: now + 3600, n, pad: '>>>???~~~' });
    const signature = createHmac('sha256', key).update(`${header}.${body}`).digest('base64url');
    if (/[-_]/.test(body) && /[-_]/.test(signature) && body.length % 4 !== 0) {
      return `${header}.${body}.${signature}`;
    }
  }
}

const toStandard = (s: string) => s.replace(/-/g, '+').replace(/_/g, '/');
const padded = (s: string) => s + '='.repeat((4 - (s.length % 4)) % 4);

describe('verifyHs256', () => {
  it('accepts the canonical token', () => {
    expect(verifyHs256(token(), key)).toMatchObject({ sub: 'x' });
  });

  it.each([
    ['padding on the signature', (h: string, b: string, s: string) => [h, b, `${s}=`]],
    ['padding on the body', (h: string, b: string, s: string) => [h, padded(b), s]],
    ['padding on the header', (h: string, b: string, s: string) => [padded(h) + '=', b, s]],
    ['+ and / in the signature', (h: string, b: string, s: string) => [h, b, toStandard(s)]],
    ['+ and / in the body', (h: string, b: string, s: string) => [h, toStandard(b), s]],
    ['a space in the signature', (h: string, b: string, s: string) => [h, b, ` ${s}`]],
    ['an extra letter after the signature', (h: string, b: string, s: string) => [h, b, `${s}A`]],
  ])('refuses %s', (_name, change) => {
    const [h, b, s] = token().split('.') as [string, string, string];
    const changed = change(h, b, s).join('.');
    expect(changed).not.toBe(`${h}.${b}.${s}`);
    expect(verifyHs256(changed, key)).toBeNull();
  });
});
