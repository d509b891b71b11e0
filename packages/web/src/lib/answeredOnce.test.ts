import { describe, expect, it } from 'vitest';
import { answeredOnce } from './answeredOnce';

describe('answeredOnce', () => {
  it('waits for a first answer, not for retries, and not for a query never asked', () => {
    expect(answeredOnce({ isLoading: true, failureCount: 0 })).toBe(false);
    expect(answeredOnce({ isLoading: true, failureCount: 1 })).toBe(true);
    expect(answeredOnce({ isLoading: false, failureCount: 0 })).toBe(true);
  });
});
