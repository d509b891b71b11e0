import { describe, expect, it } from 'vitest';
import {
  can,
  companyActions,
  companyPolicy,
  grantOf,
  isCompanyAction,
  isMemberRole,
  keyCan,
  keyScopeOf,
  keyScopes,
  isScoped,
  memberRoles,
  memberStatuses,
  type CompanyAction,
  type Grant,
  type MemberRole,
} from './policy';

// Issue 44: the whole table written out, read from decisions.md 11 and decision 130 (process and
// reports), so that changing any one cell of the policy fails here. Columns: owner, admin,
// recruiter, hiringManager, interviewer.
const expectedPolicy: Record<CompanyAction, readonly [Grant, Grant, Grant, Grant, Grant]> = {
  'company.read': ['yes', 'yes', 'yes', 'yes', 'yes'],
  'company.edit': ['yes', 'yes', 'no', 'no', 'no'],
  'members.read': ['yes', 'yes', 'no', 'no', 'no'],
  'members.manage': ['yes', 'notOwners', 'no', 'no', 'no'],
  'security.manage': ['yes', 'yes', 'no', 'no', 'no'],
  'audit.read': ['yes', 'yes', 'no', 'no', 'no'],
  // decisions.md 18 (issue 42): owners and admins.
  'webhooks.manage': ['yes', 'yes', 'no', 'no', 'no'],
  'candidates.search': ['yes', 'yes', 'yes', 'yes', 'no'],
  'candidates.export': ['yes', 'yes', 'yes', 'no', 'no'],
  'checklists.use': ['yes', 'yes', 'yes', 'yes', 'no'],
  'cards.manage': ['yes', 'yes', 'yes', 'yes', 'no'],
  'links.manage': ['yes', 'yes', 'yes', 'yes', 'no'],
  'postings.create': ['yes', 'yes', 'yes', 'yes', 'no'],
  'postings.manage': ['yes', 'yes', 'yes', 'team', 'no'],
  'process.manage': ['yes', 'yes', 'yes', 'no', 'no'],
  'applications.view': ['yes', 'yes', 'yes', 'team', 'interview'],
  // decisions.md 20 (issue 41): offers; interviewers never see a salary.
  'offers.manage': ['yes', 'yes', 'yes', 'team', 'no'],
  'offers.approve': ['yes', 'yes', 'yes', 'yes', 'no'],
  'offers.settings': ['yes', 'yes', 'no', 'no', 'no'],
  // Decision 271: posting approval; interviewers can be neither named nor approve.
  'postings.approve': ['yes', 'yes', 'yes', 'yes', 'no'],
  'approvals.settings': ['yes', 'yes', 'no', 'no', 'no'],
  'reports.read': ['yes', 'yes', 'yes', 'team', 'no'],
  'scorecards.submit': ['interview', 'interview', 'interview', 'interview', 'interview'],
  // decisions.md 18 (issue 42): single sign-on, owners only.
  'sso.manage': ['yes', 'no', 'no', 'no', 'no'],
  // decisions.md 18 (issue 42, decision 233): keys are managed by owners and admins; the two
  // finer actions keep the grants of the rows they were split from.
  'apiKeys.manage': ['yes', 'yes', 'no', 'no', 'no'],
  'applications.manage': ['yes', 'yes', 'yes', 'team', 'no'],
  'interviews.read': ['yes', 'yes', 'yes', 'team', 'interview'],
};
const roleColumns: readonly MemberRole[] = [
  'owner',
  'admin',
  'recruiter',
  'hiringManager',
  'interviewer',
];

describe('company policy (decisions.md 11)', () => {
  it('is exactly the table written out above, cell by cell', () => {
    expect(memberRoles).toEqual(roleColumns);
    expect([...companyActions].sort()).toEqual(Object.keys(expectedPolicy).sort());
    const differences = companyActions.flatMap((action) =>
      roleColumns.flatMap((role, i) =>
        grantOf(role, action) === expectedPolicy[action][i]
          ? []
          : [
              `${action} / ${role}: ${grantOf(role, action)}, expected ${expectedPolicy[action][i]}`,
            ],
      ),
    );
    expect(differences).toEqual([]);
  });

  it('answers each kind of grant with and without its context', () => {
    // yes and no ignore the context.
    expect(can('recruiter', 'postings.manage', { onTeam: false, onInterview: false })).toBe(true);
    expect(can('interviewer', 'postings.manage', { onTeam: true, onInterview: true })).toBe(false);
    // A scoped grant without context: the member may do it somewhere (the list filters).
    expect(can('hiringManager', 'postings.manage')).toBe(true);
    expect(can('hiringManager', 'postings.manage', {})).toBe(true);
    expect(can('hiringManager', 'postings.manage', { onInterview: true, onTeam: false })).toBe(
      false,
    );
    expect(can('interviewer', 'applications.view')).toBe(true);
    expect(can('interviewer', 'applications.view', { onTeam: true, onInterview: false })).toBe(
      false,
    );
    expect(can('interviewer', 'applications.view', { onTeam: false, onInterview: true })).toBe(
      true,
    );
    // notOwners: anyone else, and no context at all.
    expect(can('admin', 'members.manage')).toBe(true);
    expect(can('admin', 'members.manage', { targetRole: 'admin', newRole: 'recruiter' })).toBe(
      true,
    );
    expect(can('admin', 'members.manage', { targetRole: 'recruiter', newRole: 'owner' })).toBe(
      false,
    );
    expect(can('admin', 'members.manage', { targetRole: 'owner', newRole: 'admin' })).toBe(false);
  });

  it('calls only the team and interview grants scoped', () => {
    expect(isScoped('interviewer', 'applications.view')).toBe(true);
    expect(isScoped('interviewer', 'postings.manage')).toBe(false);
    expect(isScoped('admin', 'members.manage')).toBe(false);
    expect(isScoped('owner', 'scorecards.submit')).toBe(true);
  });

  it('knows the roles and statuses', () => {
    for (const role of memberRoles) expect(isMemberRole(role)).toBe(true);
    for (const value of ['Owner', 'guest', '', 1, null, undefined, ['owner']]) {
      expect(isMemberRole(value)).toBe(false);
    }
    expect(memberStatuses).toEqual(['invited', 'active']);
  });

  it('has a grant for every role on every action', () => {
    for (const action of companyActions) {
      for (const role of memberRoles) expect(grantOf(role, action)).toBeTypeOf('string');
    }
  });

  it('lets owners and admins manage members, admins not owners', () => {
    expect(can('owner', 'members.manage', { targetRole: 'owner' })).toBe(true);
    expect(can('owner', 'members.manage', { newRole: 'owner' })).toBe(true);
    expect(can('admin', 'members.manage', { targetRole: 'recruiter' })).toBe(true);
    expect(can('admin', 'members.manage', { targetRole: 'owner' })).toBe(false);
    expect(can('admin', 'members.manage', { newRole: 'owner' })).toBe(false);
    expect(can('recruiter', 'members.manage')).toBe(false);
  });

  it('keeps interviewers out of search and postings', () => {
    expect(can('interviewer', 'candidates.search')).toBe(false);
    expect(can('interviewer', 'postings.manage')).toBe(false);
    expect(can('interviewer', 'applications.view', { onInterview: false })).toBe(false);
    expect(can('interviewer', 'applications.view', { onInterview: true })).toBe(true);
  });

  it('limits hiring managers to their teams', () => {
    expect(can('hiringManager', 'postings.manage', { onTeam: true })).toBe(true);
    expect(can('hiringManager', 'postings.manage', { onTeam: false })).toBe(false);
    expect(can('recruiter', 'postings.manage', { onTeam: false })).toBe(true);
    expect(isScoped('hiringManager', 'postings.manage')).toBe(true);
    expect(isScoped('recruiter', 'postings.manage')).toBe(false);
  });

  it('lets only owners, admins and recruiters export', () => {
    const allowed = memberRoles.filter((role) => can(role, 'candidates.export'));
    expect(allowed).toEqual(['owner', 'admin', 'recruiter']);
  });

  it('allows a scorecard only on the interview', () => {
    for (const role of memberRoles) {
      expect(companyPolicy['scorecards.submit'][role]).toBe('interview');
      expect(can(role, 'scorecards.submit', { onInterview: false })).toBe(false);
    }
  });
});

// decisions.md 18 (issue 42, decision 233): the scope an API key needs, per declared action, for a
// read (GET) and for a write; null: no key may. Written out so that a changed cell fails here.
const expectedKeyScopes: Record<CompanyAction, [string | null, string | null]> = {
  'company.read': [null, null],
  'company.edit': [null, null],
  'members.read': [null, null],
  'members.manage': [null, null],
  'security.manage': [null, null],
  'audit.read': [null, null],
  'candidates.search': ['candidates:read', null],
  'candidates.export': ['candidates:read', null],
  'checklists.use': [null, null],
  'cards.manage': [null, null],
  'links.manage': [null, null],
  'postings.create': ['jobs:read', 'jobs:write'],
  'postings.manage': ['jobs:read', 'jobs:write'],
  'process.manage': [null, null],
  'applications.view': ['applications:read', 'applications:write'],
  'reports.read': ['reports:read', 'reports:read'],
  'scorecards.submit': [null, null],
  'apiKeys.manage': [null, null],
  'applications.manage': ['applications:read', 'applications:write'],
  'interviews.read': ['interviews:read', null],
  'webhooks.manage': [null, null],
  'sso.manage': [null, null],
  'offers.manage': [null, null],
  'offers.approve': [null, null],
  'offers.settings': [null, null],
  'postings.approve': [null, null],
  'approvals.settings': [null, null],
};

describe('the scopes of API keys (decision 233)', () => {
  it('names for every action the scope a read and a write need', () => {
    expect(Object.keys(keyScopes).sort()).toEqual([...companyActions].sort());
    for (const action of companyActions) {
      const [read, write] = expectedKeyScopes[action];
      expect([keyScopes[action].read, keyScopes[action].write], action).toEqual([read, write]);
      expect(keyScopeOf(action, 'GET'), action).toBe(read);
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        expect(keyScopeOf(action, method), `${action} ${method}`).toBe(write);
      }
    }
  });

  it('lets a key act only with the one scope the action and method need', () => {
    for (const action of companyActions) {
      const [read, write] = expectedKeyScopes[action];
      for (const [method, needed] of [
        ['GET', read],
        ['POST', write],
      ] as const) {
        if (needed === null) {
          expect(keyCan(['jobs:read', 'jobs:write', 'reports:read'], action, method)).toBe(false);
          continue;
        }
        expect(keyCan([needed as never], action, method), `${action} ${method}`).toBe(true);
        expect(keyCan([], action, method), `${action} ${method}`).toBe(false);
      }
    }
  });

  it('knows the actions and roles by name only', () => {
    expect(isCompanyAction('postings.manage')).toBe(true);
    expect(isCompanyAction('toString')).toBe(false);
    expect(isCompanyAction('nothing')).toBe(false);
    expect(isCompanyAction(3)).toBe(false);
    expect(isMemberRole('recruiter')).toBe(true);
    expect(isMemberRole('boss')).toBe(false);
    expect(isMemberRole(null)).toBe(false);
  });
});
