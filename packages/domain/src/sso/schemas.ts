// decisions.md 18 (third bullet), issue 42, decisions 241-244: single sign-on with OpenID Connect
// per company. The payloads of setCompanySso / getCompanySso / removeCompanySso, findSsoByEmail and
// completeSso. One schema, three uses: the settings form, the server's routes, the OpenAPI document.
import { z } from 'zod';
import { emailSchema } from '../accounts/schemas';
import { noBidiControls } from '../controlCharacters';
import { memberRoles, type MemberRole } from '../members/policy';
import { isPublicMailDomain } from './publicMailDomains';

/** Decision 243: at most this many domains per company. */
export const ssoDomainsMax = 20;

/**
 * Roles a first sign-in may give. Never `owner` (decision 244): an identity provider must not be
 * able to mint owners; an owner promotes a member by hand.
 */
export const ssoDefaultRoles = memberRoles.filter(
  (role): role is Exclude<MemberRole, 'owner'> => role !== 'owner',
);

/** A DNS name as companies write it in e-mail addresses (lower case, at least one dot, no port). */
const domainPattern = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

/** The domain part of an e-mail address, lower case; '' when there is none. */
export function emailDomainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

export const ssoDomainSchema = z
  .string({ error: 'sso.domainInvalid' })
  .trim()
  .toLowerCase()
  .regex(domainPattern, 'sso.domainInvalid')
  .refine((domain) => !isPublicMailDomain(domain), 'sso.domainPublic');

export const setCompanySsoSchema = z
  .object({
    issuer: z
      .url({ protocol: /^https?$/, error: 'sso.issuerInvalid' })
      .trim()
      .max(500, 'sso.issuerInvalid'),
    clientId: z
      .string({ error: 'sso.clientIdRequired' })
      .trim()
      .min(1, 'sso.clientIdRequired')
      .max(300, 'sso.clientIdRequired')
      .refine(...noBidiControls),
    /** Kept as it is when left out and settings exist already (the screen never shows it). */
    clientSecret: z
      .string({ error: 'sso.clientSecretRequired' })
      .min(1, 'sso.clientSecretRequired')
      .max(1000, 'sso.clientSecretRequired')
      .optional(),
    domains: z
      .array(ssoDomainSchema, { error: 'sso.domainsRequired' })
      .min(1, 'sso.domainsRequired')
      .max(ssoDomainsMax, 'sso.domainsTooMany')
      .refine((list) => new Set(list).size === list.length, 'sso.domainsRepeated'),
    defaultRole: z.enum(ssoDefaultRoles, { error: 'sso.defaultRoleInvalid' }),
    required: z.boolean({ error: 'sso.requiredInvalid' }),
  })
  .meta({ id: 'SetCompanySsoRequest' });
export type SetCompanySsoInput = z.infer<typeof setCompanySsoSchema>;

/** The settings as the screen reads them: never the client secret, only whether one is kept. */
export const companySsoSchema = z
  .object({
    issuer: z.string(),
    clientId: z.string(),
    clientSecretSet: z.boolean(),
    domains: z.array(z.string()),
    defaultRole: z.enum(ssoDefaultRoles),
    required: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CompanySso' });
export type CompanySso = z.infer<typeof companySsoSchema>;

/**
 * Decision 289: a domain is also shown to be the company's by a TXT record at
 * `_talentpool-verification.<domain>` whose value is `talentpool-verification=<the company's
 * token for it>`.
 */
export const domainProofLabel = '_talentpool-verification';
export const domainProofValuePrefix = 'talentpool-verification=';
/** At most this many domains a company may be proving or have proven by DNS. */
export const domainProofsMax = 20;
export const domainProofChecks = ['found', 'notFound', 'failed'] as const;

export const createSsoDomainProofSchema = z
  .object({ domain: ssoDomainSchema })
  .meta({ id: 'CreateSsoDomainProofRequest' });

export const ssoDomainProofParamsSchema = z.object({ domain: ssoDomainSchema });

export const ssoDomainProofSchema = z
  .object({
    domain: z.string(),
    /** The TXT record to publish: its name and value. */
    recordName: z.string(),
    recordType: z.literal('TXT'),
    recordValue: z.string(),
    createdAt: z.string(),
    /** When a check found the record (null: not yet). Once found, the domain stays shown. */
    verifiedAt: z.string().nullable(),
    checkedAt: z.string().nullable(),
    /** The last check: found; notFound (no such record, or another value); failed (no answer). */
    lastCheck: z.enum(domainProofChecks).nullable(),
  })
  .meta({ id: 'SsoDomainProof' });
export type SsoDomainProof = z.infer<typeof ssoDomainProofSchema>;

export const ssoDomainProofAnswerSchema = z
  .object({ proof: ssoDomainProofSchema })
  .meta({ id: 'SsoDomainProofAnswer' });

export const ssoDomainProofsAnswerSchema = z
  .object({ proofs: z.array(ssoDomainProofSchema) })
  .meta({ id: 'SsoDomainProofsAnswer' });

/** getCompanySso / setCompanySso: the settings (null when off) and the address to register. */
export const companySsoAnswerSchema = z
  .object({
    sso: companySsoSchema.nullable(),
    /** The redirect URI to register with the identity provider. */
    redirectUri: z.string(),
    /**
     * Domains the company may claim: those of its verified owners and admins (decision 243) and
     * those shown by a DNS record (decision 289).
     */
    ownedDomains: z.array(z.string()),
  })
  .meta({ id: 'CompanySsoAnswer' });
export type CompanySsoAnswer = z.infer<typeof companySsoAnswerSchema>;

export const findSsoByEmailSchema = z
  .object({ email: emailSchema })
  .meta({ id: 'FindSsoByEmailRequest' });

/** Decided by the e-mail's domain alone (decision 243): the same answer for every address there. */
export const findSsoAnswerSchema = z
  .object({
    sso: z.object({ companyId: z.uuid(), startUrl: z.string(), required: z.boolean() }).nullable(),
  })
  .meta({ id: 'FindSsoAnswer' });
export type FindSsoAnswer = z.infer<typeof findSsoAnswerSchema>;

export const ssoStartParamsSchema = z.object({ companyId: z.uuid() });

/** What the identity provider sends back (RFC 6749 4.1.2 and 4.1.2.1); checked by the service. */
export const ssoCallbackQuerySchema = z.looseObject({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  iss: z.string().max(500).optional(),
});

/** The single-use hand-over code of a finished sign-in (in the URL fragment of /auth/sso). */
export const completeSsoSchema = z
  .object({ code: z.string().min(20).max(200) })
  .meta({ id: 'CompleteSsoRequest' });
