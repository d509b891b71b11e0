// decisions.md section 11 and decision 110: who in a company may do what. The ONE role policy:
// the server's guard asks it on every company call, the web app asks it to hide what a member may
// not do, and the access-matrix test derives its expectations from it. zod-free, so the web app's
// entry chunk (sidebar) can import it.

export const memberRoles = ['owner', 'admin', 'recruiter', 'hiringManager', 'interviewer'] as const;
export type MemberRole = (typeof memberRoles)[number];

export const memberStatuses = ['invited', 'active'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/**
 * - yes: allowed.
 * - no: refused (403).
 * - notOwners: allowed, but not on an owner, nor to make someone an owner (admins and members).
 * - team: allowed on postings whose hiring team includes the member.
 * - interview: allowed for applicants of interviews the member is on.
 */
export type Grant = 'yes' | 'no' | 'notOwners' | 'team' | 'interview';

const all = (grant: Grant): Record<MemberRole, Grant> => ({
  owner: grant,
  admin: grant,
  recruiter: grant,
  hiringManager: grant,
  interviewer: grant,
});

const staff = (hiringManager: Grant): Record<MemberRole, Grant> => ({
  owner: 'yes',
  admin: 'yes',
  recruiter: 'yes',
  hiringManager,
  interviewer: 'no',
});

const ownersAndAdmins = (admin: Grant): Record<MemberRole, Grant> => ({
  owner: 'yes',
  admin,
  recruiter: 'no',
  hiringManager: 'no',
  interviewer: 'no',
});

/** The table of decisions.md 11, one row per action a company route declares. */
export const companyPolicy = {
  /** The own company's profile and the member menu. */
  'company.read': all('yes'),
  /** Company profile, picture, billing. */
  'company.edit': ownersAndAdmins('yes'),
  'members.read': ownersAndAdmins('yes'),
  'members.manage': ownersAndAdmins('notOwners'),
  'security.manage': ownersAndAdmins('yes'),
  'audit.read': ownersAndAdmins('yes'),
  /** Search, candidates' profiles, the candidates of a style. */
  'candidates.search': staff('yes'),
  'candidates.export': staff('no'),
  'checklists.use': staff('yes'),
  'cards.manage': staff('yes'),
  'links.manage': staff('yes'),
  'postings.create': staff('yes'),
  /** Read, edit, publish, close, hiring team, pipeline, notes, outcomes, invitations, accuracy. */
  'postings.manage': staff('team'),
  /** Stage templates, reject reasons, mail templates (decision 130). */
  'process.manage': staff('no'),
  /** An applicant's profile and the application. */
  'applications.view': { ...staff('team'), interviewer: 'interview' },
  /** Decision 130: the hiring reports; a hiring manager's limited to the postings of their teams. */
  'reports.read': staff('team'),
  /** Only a member assigned to that interview. */
  'scorecards.submit': all('interview'),
  // decisions.md 20 (issue 41): offers. Create, send, withdraw and read an application's offers
  // with their salary figures: like the pipeline (a hiring manager for the postings of their
  // teams; interviewers never see a salary). Approving is for the members an offer names, in
  // order (the service checks the turn); whoever may see figures may be named. Replacing an
  // approver who left, the offer letter templates and the approval settings: owners and admins.
  'offers.manage': staff('team'),
  'offers.approve': staff('yes'),
  'offers.settings': ownersAndAdmins('yes'),
} as const satisfies Record<string, Record<MemberRole, Grant>>;

export type CompanyAction = keyof typeof companyPolicy;
export const companyActions = Object.keys(companyPolicy) as CompanyAction[];

export interface PolicyContext {
  /** The posting's hiring team includes the member. */
  onTeam?: boolean;
  /** The member is an interviewer of an interview of that applicant. */
  onInterview?: boolean;
  /** The role of the member acted on, and the role given (members.manage). */
  targetRole?: MemberRole;
  newRole?: MemberRole;
}

/** The grant of a role for an action, before any context. */
export function grantOf(role: MemberRole, action: CompanyAction): Grant {
  return companyPolicy[action][role];
}

/**
 * May a member of this role do the action? Without context a scoped grant ('team',
 * 'interview') answers true: the member may do it somewhere, and the service checks the posting
 * or interview at hand with the context.
 */
export function can(role: MemberRole, action: CompanyAction, context?: PolicyContext): boolean {
  const grant = grantOf(role, action);
  switch (grant) {
    case 'yes':
      return true;
    case 'no':
      return false;
    case 'notOwners':
      return context?.targetRole !== 'owner' && context?.newRole !== 'owner';
    case 'team':
      return context?.onTeam ?? true;
    case 'interview':
      return context?.onInterview ?? true;
  }
}

/** Scoped grants limit a member to some postings (the list of postings filters by team). */
export const isScoped = (role: MemberRole, action: CompanyAction): boolean =>
  grantOf(role, action) === 'team' || grantOf(role, action) === 'interview';

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (memberRoles as readonly string[]).includes(value);
}
