import { describe, expect, it } from 'vitest';
import type { ApplicationFacts } from './contactVisibility';
import { expectedSalaryVisible } from './salaryVisibility';

const own: ApplicationFacts = {
  source: 'board',
  guestVia: null,
  confirmedByPerson: false,
  seenByViewer: true,
};

describe('expectedSalaryVisible (issue 46)', () => {
  it('opens only through the person applying themselves, where the viewer sees it', () => {
    expect(expectedSalaryVisible({ applications: [] })).toBe(false);
    expect(expectedSalaryVisible({ applications: [own] })).toBe(true);
    expect(expectedSalaryVisible({ applications: [{ ...own, seenByViewer: false }] })).toBe(false);
    expect(expectedSalaryVisible({ applications: [{ ...own, source: 'sourced' }] })).toBe(false);
    expect(expectedSalaryVisible({ applications: [{ ...own, guestVia: 'apply' }] })).toBe(false);
    expect(
      expectedSalaryVisible({
        applications: [{ ...own, guestVia: 'apply', confirmedByPerson: true }],
      }),
    ).toBe(true);
  });
});
