// Fixtures of the role matrix (issue 18, decision 110): one company with a member of every role,
// two hiring managers (one on the hiring team of the fixture postings, one not), and postings and
// applications whose team includes the first. Members are made straight in the database
// (helpers/accounts.ts); postings, applications and links through the API, as the owner.
import type { MemberRole } from '@talentpool/domain/members/policy';
import { jobTeamMembers } from '../../src/db/schema';
import { addMember, createAccount, type TestAccount } from '../helpers/accounts';
import { json, type TestServer } from '../helpers/testServer';
import { createJob } from './fixtures';

/**
 * Who calls, in the role matrix. `adminOnOwner` is the admin again, acting on an owner: it is a
 * principal of the calls that act on a member (members.manage), where the policy's context
 * names the target's role.
 */
export const rolePrincipals = [
  'owner',
  'admin',
  'recruiter',
  'hiringManagerOnTeam',
  'hiringManagerOffTeam',
  'interviewer',
  'adminOnOwner',
] as const;
export type RolePrincipal = (typeof rolePrincipals)[number];

/** The role each principal logs in with. */
export const roleOf: Record<RolePrincipal, MemberRole> = {
  owner: 'owner',
  admin: 'admin',
  recruiter: 'recruiter',
  hiringManagerOnTeam: 'hiringManager',
  hiringManagerOffTeam: 'hiringManager',
  interviewer: 'interviewer',
  adminOnOwner: 'admin',
};

export type RoleCompany = Record<Exclude<RolePrincipal, 'adminOnOwner'>, TestAccount>;

/** A company whose owner signed up, with one active member of each other role. */
export async function createRoleCompany(server: TestServer): Promise<RoleCompany> {
  const owner = await createAccount(server, 'Company');
  const [admin, recruiter, hiringManagerOnTeam, hiringManagerOffTeam, interviewer] =
    await Promise.all([
      addMember(server, owner, 'admin', { name: 'Matrix admin' }),
      addMember(server, owner, 'recruiter', { name: 'Matrix recruiter' }),
      addMember(server, owner, 'hiringManager', { name: 'Matrix manager on the team' }),
      addMember(server, owner, 'hiringManager', { name: 'Matrix manager off the team' }),
      addMember(server, owner, 'interviewer', { name: 'Matrix interviewer' }),
    ]);
  return { owner, admin, recruiter, hiringManagerOnTeam, hiringManagerOffTeam, interviewer };
}

/** Puts a member on a posting's hiring team (straight in the table: setJobTeam may not exist). */
export async function addToTeam(server: TestServer, jobId: string, member: TestAccount) {
  if (!member.memberId) throw new Error('not a company member');
  await server.app.db
    .insert(jobTeamMembers)
    .values({ jobId, memberId: member.memberId })
    .onConflictDoNothing();
}

/** A new posting of the company (made by the owner) whose hiring team includes `onTeam`. */
export async function createTeamJob(
  server: TestServer,
  company: RoleCompany,
  options: { publish?: boolean } = {},
): Promise<{ id: string }> {
  const job = await createJob(server, company.owner, options.publish ?? true);
  await addToTeam(server, job.id, company.hiringManagerOnTeam);
  return job;
}

/** A user's application to a new published team posting: its id and the posting's. */
export async function createTeamApplication(
  server: TestServer,
  company: RoleCompany,
  user: TestAccount,
  options: { stage?: string } = {},
): Promise<{ id: string; jobId: string }> {
  const job = await createTeamJob(server, company);
  const res = await server.request(`/api/jobs/${job.id}/apply`, {
    method: 'POST',
    token: user.token,
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`apply: ${res.status} ${JSON.stringify(body)}`);
  const id = String(body._id);
  if (options.stage) {
    const moved = await server.request(`/api/company/applications/${id}/stage`, {
      method: 'PATCH',
      token: company.owner.token,
      json: { stage: options.stage, notify: false },
    });
    if (moved.status !== 200) throw new Error(`move to ${options.stage}: ${moved.status}`);
  }
  return { id, jobId: job.id };
}

/** A description card of the company (made by the owner): its id. */
export async function createCard(
  server: TestServer,
  company: RoleCompany,
  card: unknown,
): Promise<string> {
  const res = await server.request('/api/company/descriptionCards', {
    method: 'POST',
    token: company.owner.token,
    json: card,
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`create card: ${res.status} ${JSON.stringify(body)}`);
  return String(body._id);
}

/** A member invited by the owner through inviteMember (decision 110): the invited member's id. */
export async function inviteAsOwner(
  server: TestServer,
  company: RoleCompany,
  email: string,
  role: MemberRole,
): Promise<string> {
  const res = await server.request('/api/company/members', {
    method: 'POST',
    token: company.owner.token,
    json: { email, role },
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`invite member: ${res.status} ${JSON.stringify(body)}`);
  return String(body.member._id);
}
