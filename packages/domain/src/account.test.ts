import { describe, expect, it } from 'vitest';
import { accountTypeFromStored } from './account';

describe('accountTypeFromStored', () => {
  it("treats any non-'User' value as a company (spec 3)", () => {
    expect(accountTypeFromStored('User')).toBe('User');
    expect(accountTypeFromStored('Company')).toBe('Company');
    expect(accountTypeFromStored('something')).toBe('Company');
    expect(accountTypeFromStored(null)).toBe('Company');
  });
});
