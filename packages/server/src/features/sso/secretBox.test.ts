import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secretBox';

describe('the sealed client secret (decision 242)', () => {
  const box = createSecretBox('a-server-secret-a-server-secret-0123456789');

  it('opens what it sealed, and the sealed text does not hold the secret', () => {
    const sealed = box.seal('client-secret-Ω-123');
    expect(sealed).not.toContain('client-secret');
    expect(box.open(sealed)).toBe('client-secret-Ω-123');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a changed text or another key', () => {
    const sealed = box.seal('client-secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    expect(box.open(parts.join('.'))).toBeNull();
    expect(createSecretBox('another-server-secret-another-0123456789').open(sealed)).toBeNull();
    expect(box.open('not sealed')).toBeNull();
  });
});
