import { describe, expect, it } from 'vitest';
import { applicantDisplayName, applicantLabel } from './applicantName';

describe('applicantLabel (issue 37: names, not "Invited: e-mail")', () => {
  it('names a guest of the form and an imported CV by the name they or their CV gave', () => {
    expect(
      applicantLabel({ kind: 'guest', via: 'apply', name: ' Mona Adel ', email: 'm@x.eg' }),
    ).toEqual({ kind: 'name', name: 'Mona Adel' });
    expect(applicantLabel({ kind: 'guest', via: 'import', name: 'سلمى علي', email: null })).toEqual(
      {
        kind: 'name',
        name: 'سلمى علي',
      },
    );
  });

  it('says "invited" only for the guest of an invitation link', () => {
    expect(applicantLabel({ kind: 'guest', via: 'link', email: 'g@x.eg' })).toEqual({
      kind: 'invited',
      email: 'g@x.eg',
    });
    // An answer from before the field: guests were link guests then.
    expect(applicantLabel({ kind: 'guest', email: 'g@x.eg' })).toEqual({
      kind: 'invited',
      email: 'g@x.eg',
    });
    expect(applicantLabel({ kind: 'guest', via: 'apply', name: '', email: 'g@x.eg' })).toEqual({
      kind: 'email',
      email: 'g@x.eg',
    });
  });

  it('gives an imported CV with neither a name nor an e-mail a placeholder, not "Invited: "', () => {
    expect(applicantLabel({ kind: 'guest', via: 'import', name: '  ', email: '' })).toEqual({
      kind: 'unnamed',
      imported: true,
    });
    expect(applicantLabel({ kind: 'user', name: '' })).toEqual({
      kind: 'unnamed',
      imported: false,
    });
  });

  it('writes the plain-text name: the name, else the e-mail, else null', () => {
    expect(applicantDisplayName({ kind: 'user', name: 'Salma Ali' })).toBe('Salma Ali');
    expect(applicantDisplayName({ kind: 'guest', via: 'link', email: 'g@x.eg' })).toBe('g@x.eg');
    expect(applicantDisplayName({ kind: 'guest', via: 'import', email: null })).toBeNull();
  });
});
