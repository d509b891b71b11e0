import { describe, expect, it } from 'vitest';
import { redactUrl } from './app';

describe('redactUrl', () => {
  it('keeps link codes and tokens out of logged URLs', () => {
    expect(redactUrl('/identification/abcDEF123_-')).toBe('/identification/[redacted]');
    expect(redactUrl('/api/company/oneTimeLink/abc?x=1')).toBe(
      '/api/company/oneTimeLink/[redacted]?x=1',
    );
    expect(redactUrl('/auth/change-password/tok?type=user')).toBe(
      '/auth/change-password/[redacted]?type=user',
    );
    expect(redactUrl('/api/user/verify?token=secret&x=1')).toBe(
      '/api/user/verify?token=[redacted]&x=1',
    );
    expect(redactUrl('/api/company/search?q=nurse')).toBe('/api/company/search?q=nurse');
  });
});
