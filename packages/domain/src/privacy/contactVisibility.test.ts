import { describe, expect, it } from 'vitest';
import { applicationSources } from '../process/schemas';
import {
  appliedThemselves,
  contactDetailsVisible,
  type ApplicationFacts,
} from './contactVisibility';

const facts = (over: Partial<ApplicationFacts>): ApplicationFacts => ({
  source: 'board',
  guestVia: null,
  confirmedByPerson: false,
  seenByViewer: true,
  ...over,
});

describe('contact details follow the candidate’s own act (decisions.md 16)', () => {
  it('an application from their own account opens them; a company’s sourcing does not', () => {
    for (const source of ['board', 'feed', 'referral', 'invitation'] as const) {
      expect(appliedThemselves(facts({ source }))).toBe(true);
    }
    for (const source of ['sourced', 'manual', 'import'] as const) {
      expect(appliedThemselves(facts({ source }))).toBe(false);
    }
  });

  it('a guest form or an import is nobody’s own act until the person confirms it', () => {
    for (const source of applicationSources) {
      expect(appliedThemselves(facts({ source, guestVia: 'apply' }))).toBe(false);
      expect(appliedThemselves(facts({ source, guestVia: 'import' }))).toBe(false);
      expect(appliedThemselves(facts({ source, guestVia: 'apply', confirmedByPerson: true }))).toBe(
        true,
      );
    }
    expect(appliedThemselves(facts({ source: 'sourced', confirmedByPerson: true }))).toBe(true);
  });

  it('needs an application the viewer may see, or showContactDetails', () => {
    expect(contactDetailsVisible({ showContactDetails: false, applications: [] })).toBe(false);
    expect(contactDetailsVisible({ showContactDetails: true, applications: [] })).toBe(true);
    expect(
      contactDetailsVisible({
        showContactDetails: false,
        applications: [facts({ seenByViewer: false }), facts({ source: 'sourced' })],
      }),
    ).toBe(false);
    expect(
      contactDetailsVisible({
        showContactDetails: false,
        applications: [facts({ source: 'sourced' }), facts({})],
      }),
    ).toBe(true);
  });
});
