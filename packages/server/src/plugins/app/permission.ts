// Decision 110: a company route declares the action of the domain's policy table that it
// performs, `config: { permission: 'postings.manage' }`, and the company guard asks `can()` of the
// member's role for it. This file only gives `config.permission` its type: part of the server's
// program (tsconfig includes src), it needs no import to apply.
import type { CompanyAction } from '@talentpool/domain/members/policy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The policy action this company route performs (decisions.md 11). */
    permission?: CompanyAction;
  }
}
