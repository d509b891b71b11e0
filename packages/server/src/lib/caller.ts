// Who calls a company-side route (decision 110): the company the token names and the member it
// acts as. One type and one reading of the request for every feature (issue 45: it was written
// six times).
import type { FastifyRequest } from 'fastify';
import { accountOf, memberOf, type MemberOfAccount } from '../plugins/app/auth';

export interface Caller {
  companyId: string;
  member: MemberOfAccount;
}

/** The caller of a company route; 403 when the account is not a company member. */
export function callerOf(request: FastifyRequest): Caller {
  return { companyId: accountOf(request).id, member: memberOf(request) };
}
