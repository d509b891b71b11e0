import { describe, expect, it } from 'vitest';
import { can, companyActions, companyPolicy, grantOf, isScoped, memberRoles } from './policy';

describe('company policy (decisions.md 11)', () => {
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
