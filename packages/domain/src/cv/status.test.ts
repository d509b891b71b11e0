// Decision 141 with decision 130's stage lists: what a guest following their application sees
// of a stage is decided by its kind in the posting's own list, never by its key.
import { describe, expect, it } from 'vitest';
import type { StageDefinition } from '../process/stages';
import { guestStatusOf } from './schemas';

const name = (en: string) => ({ en, ar: en });
const own: StageDefinition[] = [
  { key: 'new', name: name('New'), kind: 'active' },
  { key: 'call', name: name('Phone call'), kind: 'active' },
  { key: 'welcome', name: name('Welcome aboard'), kind: 'hired' },
  { key: 'notNow', name: name('Not now'), kind: 'rejected' },
  { key: 'rejected', name: name('Rejected'), kind: 'rejected' },
];

describe('guestStatusOf', () => {
  it('reads the default stages by their kinds', () => {
    expect(guestStatusOf('applied')).toBe('received');
    expect(guestStatusOf('screening')).toBe('inReview');
    expect(guestStatusOf('hired')).toBe('hired');
    expect(guestStatusOf('rejected')).toBe('notSelected');
  });

  it('reads a company’s own stages by their kinds, not their keys', () => {
    expect(guestStatusOf('new', own)).toBe('received');
    expect(guestStatusOf('call', own)).toBe('inReview');
    expect(guestStatusOf('welcome', own)).toBe('hired');
    expect(guestStatusOf('notNow', own)).toBe('notSelected');
    expect(guestStatusOf('rejected', own)).toBe('notSelected');
    // A key the list does not have reads as the defaults would.
    expect(guestStatusOf('screening', own)).toBe('inReview');
  });
});
