// decisions.md sections 10, 11 and decision 110: the payloads of members, invitations, hiring
// teams, the audit log, the company's security settings and the second factor. One schema, three
// uses: web forms, server routes, the OpenAPI document. Messages are keys of ./messages.ts.
import { z } from 'zod';
import { noBidiControls } from '../controlCharacters';
import { emailSchema, passwordMax } from '../accounts/schemas';
import { limits } from '../limits';
import { pagingQuerySchema } from '../paging';
import { memberRoles, memberStatuses } from './policy';

export const memberRoleSchema = z.enum(memberRoles, { error: 'members.roleInvalid' });

export const memberSchema = z
  .object({
    _id: z.uuid(),
    email: z.string(),
    name: z.string().nullable(),
    role: memberRoleSchema,
    status: z.enum(memberStatuses),
    totpEnabled: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;

/** Who acted on a note, a stage move, an outcome, a link, a card: null before members existed. */
export const actorSchema = z
  .object({ _id: z.uuid(), name: z.string().nullable(), email: z.string() })
  .nullable()
  .meta({ id: 'Actor' });
export type Actor = z.infer<typeof actorSchema>;

export const memberIdParamsSchema = z.object({ id: z.uuid() });

export const membersQuerySchema = pagingQuerySchema.extend({
  q: z.string().trim().max(100, 'members.queryTooLong').optional(),
});
export type MembersQuery = z.infer<typeof membersQuerySchema>;

export const memberPageSchema = z
  .object({
    members: z.array(memberSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'MemberPage' });

export const inviteMemberSchema = z
  .object({ email: emailSchema, role: memberRoleSchema })
  .meta({ id: 'InviteMemberRequest' });
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

export const updateMemberSchema = z
  .object({ role: memberRoleSchema })
  .meta({ id: 'UpdateMemberRequest' });
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>;

export const memberAnswerSchema = z.object({ member: memberSchema }).meta({ id: 'MemberAnswer' });

/** A person's name as members see it on notes and the audit log. */
export const memberNameSchema = z
  .string({ error: 'members.nameRequired' })
  .trim()
  .min(limits.nameMin, 'members.nameTooShort')
  .max(100, 'members.nameTooLong')
  // decisions.md 16 (issue 38): shown on notes, the audit log, mails and calendar invitations.
  .refine(...noBidiControls);

export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const invitationSchema = z
  .object({ email: z.string(), role: memberRoleSchema, companyName: z.string() })
  .meta({ id: 'Invitation' });

export const currentMemberSchema = z
  .object({
    company: z.object({
      _id: z.uuid(),
      companyName: z.string().nullable(),
      requireTotp: z.boolean(),
    }),
    member: memberSchema.extend({ totpSetupRequired: z.boolean() }),
  })
  .meta({ id: 'CurrentMember' });
export type CurrentMember = z.infer<typeof currentMemberSchema>;

export const jobTeamSchema = z
  .object({ memberIds: z.array(z.uuid()).max(100) })
  .meta({ id: 'JobTeamRequest' });
export const jobTeamAnswerSchema = z
  .object({
    members: z.array(memberSchema),
    // getJobTeam only (decision 110): the company's active members who can be put on the team,
    // since recruiters and hiring managers may set a team but not list members.
    candidates: z.array(memberSchema).optional(),
  })
  .meta({ id: 'JobTeam' });

/** decisions.md 11: the audit actions (at least these; the list grows with later issues). */
export const auditActions = [
  'member.invited',
  'member.invitationResent',
  'member.joined',
  'member.roleChanged',
  'member.removed',
  'login.succeeded',
  'login.failed',
  'password.changed',
  'totp.enabled',
  'totp.disabled',
  'security.changed',
  'company.updated',
  'candidates.exported',
  'candidate.viewed',
  'link.generated',
  'link.revoked',
  'card.saved',
  'card.removed',
  'posting.created',
  'posting.updated',
  'posting.published',
  'posting.closed',
  'posting.teamChanged',
  'application.moved',
  'application.noted',
  'application.invited',
  'outcome.recorded',
  // Interviews (decision 120).
  'interview.scheduled',
  'interview.updated',
  'interview.cancelled',
  'interview.booked',
  'interview.offered',
  'scorecard.submitted',
  'interviewKit.changed',
  // Retention (decision 124): a member changed the period; the daily sweep anonymised data.
  'retention.changed',
  'retention.anonymised',
  // Talent pools (decision 137): a member invited a pool to a posting.
  'pool.invited',
  // Mail templates (decision 133).
  'mailTemplate.updated',
  'mailTemplate.reset',
  // The hiring process (decision 130): templates, a posting's stages, reject reasons.
  'stageTemplate.saved',
  'stageTemplate.removed',
  'posting.stagesChanged',
  'rejectReason.saved',
  'rejectReason.archived',
  // Acting on a candidate from search (decision 146).
  'application.sourced',
  'candidate.noted',
  // Issue 37 (decision 218): a member merged the same person's two applications, or undid it.
  'application.merged',
  'application.unmerged',
  // Offers (issue 41, decisions.md 20): the offer, its approvals and the candidate's answer.
  'offer.created',
  'offer.approved',
  'offer.rejected',
  'offer.sent',
  'offer.withdrawn',
  'offer.accepted',
  'offer.declined',
  'offer.expired',
  'offer.approverReplaced',
  'offerLetter.updated',
  // Posting approval (issue 41, decision 271): the company's approvers; a publish request and its
  // answers (the last approval also writes posting.published).
  'approvals.changed',
  'postingApproval.requested',
  'postingApproval.approved',
  'postingApproval.rejected',
  'postingApproval.withdrawn',
  'postingApproval.approverReplaced',
  // Issue 42 (decisions.md 18): an owner changed or turned off the company's single sign-on.
  'sso.changed',
  // Decision 289: a domain shown to be the company's by a DNS record.
  'sso.domainProven',
  'sso.removed',
  // decisions.md 18 (issue 42): an owner or admin created or revoked an API key.
  'apiKey.created',
  'apiKey.revoked',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditTargetTypes = [
  'member',
  'posting',
  'application',
  'link',
  'offer',
  'card',
  'user',
  'company',
  'interview',
  'stageTemplate',
  'rejectReason',
  'apiKey',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditEventSchema = z
  .object({
    _id: z.uuid(),
    at: z.string(),
    actor: z.object({ _id: z.uuid().nullable(), email: z.string(), name: z.string().nullable() }),
    action: z.enum(auditActions),
    target: z.object({ type: z.enum(auditTargetTypes), id: z.string() }).nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditQuerySchema = pagingQuerySchema.extend({
  actorId: z.uuid().optional(),
  action: z.enum(auditActions).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z
  .object({
    events: z.array(auditEventSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AuditPage' });

export const companySecuritySchema = z
  .object({ requireTotp: z.boolean({ error: 'members.requireTotpInvalid' }) })
  .meta({ id: 'CompanySecurity' });
export type CompanySecurity = z.infer<typeof companySecuritySchema>;

/** RFC 6238: 6 digits; recovery codes are 10 characters of a-z and 2-9 (xxxxx-xxxxx). */
export const totpCodeSchema = z
  .string({ error: 'members.totpRequired' })
  .trim()
  .regex(/^\d{6}$/, 'members.totpInvalidFormat');
export const loginSecondFactorSchema = z
  .string()
  .trim()
  .regex(/^(\d{6}|[a-z2-9]{5}-?[a-z2-9]{5})$/i, 'members.totpInvalidFormat');

export const totpStartAnswerSchema = z
  .object({ secret: z.string(), otpauthUrl: z.string() })
  .meta({ id: 'TotpStart' });
export const totpCodeBodySchema = z.object({ code: totpCodeSchema }).meta({ id: 'TotpCode' });
export const totpEnableAnswerSchema = z
  .object({ recoveryCodes: z.array(z.string()).length(10) })
  .meta({ id: 'TotpRecoveryCodes' });

export const recoveryCodeCount = 10;
export const invitationLifetimeDays = 7;
export { passwordMax };
