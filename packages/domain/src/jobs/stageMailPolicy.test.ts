import { describe, expect, it } from 'vitest';
import { appliedThemselves, stageMailGoes } from './stageMailPolicy';

describe('stage mails to people who did not apply (issue 37)', () => {
  it('knows who applied', () => {
    expect(appliedThemselves({ source: 'board' })).toBe(true);
    expect(appliedThemselves({ source: 'board', guestVia: 'apply' })).toBe(true);
    expect(appliedThemselves({ source: 'import', guestVia: 'import' })).toBe(false);
    expect(appliedThemselves({ source: 'manual', guestVia: 'import' })).toBe(false);
    expect(appliedThemselves({ source: 'sourced' })).toBe(false);
    expect(appliedThemselves({ source: 'sourced', confirmed: true })).toBe(true);
  });

  it('mails a non-applicant only when the sender ticks it for that mail', () => {
    const imported = { source: 'import', guestVia: 'import' } as const;
    expect(stageMailGoes(imported, { notify: true })).toBe(false);
    expect(stageMailGoes(imported, { notify: true, notifyNotApplied: true })).toBe(true);
    expect(stageMailGoes(imported, { notify: false, notifyNotApplied: true })).toBe(false);
    expect(stageMailGoes({ source: 'board' }, { notify: true })).toBe(true);
  });
});
