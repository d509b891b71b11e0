// Decision 289 (issue 42): a company shows it holds an e-mail domain by publishing a DNS TXT
// record, besides decision 243's verified owner or admin address there. The company asks for the
// record of a domain (a token of its own, kept), publishes it, and asks for a check; the first
// check that finds it makes the domain one the company may list for single sign-on.
import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { DomainError } from '@talentpool/domain/errors';
import {
  domainProofLabel,
  domainProofsMax,
  domainProofValuePrefix,
  type SsoDomainProof,
} from '@talentpool/domain/sso/schemas';
import type { AuditLog } from '../../plugins/app/audit';
import type { DomainProofRow, SsoRepository } from './repository';

/** The TXT records at a name, each record's strings joined (RFC 7208 3.3); [] when none. */
export type TxtLookup = (name: string) => Promise<string[]>;

/** DNS errors that mean "no such record" rather than "no answer". */
const absent = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/**
 * Looks TXT records up through `servers` (host or host:port; the system's resolvers when none):
 * two tries (1.5 s, then 3 s: c-ares doubles the time-out) so that a check never hangs a request.
 */
export function dnsTxtLookup(
  servers: readonly string[] = [],
  { timeoutMs = 1_500, tries = 2 }: { timeoutMs?: number; tries?: number } = {},
): TxtLookup {
  const resolver = new Resolver({ timeout: timeoutMs, tries });
  if (servers.length > 0) resolver.setServers([...servers]);
  return async (name) => {
    try {
      const records = await resolver.resolveTxt(name);
      return records.map((chunks) => chunks.join(''));
    } catch (err) {
      if (absent.has((err as NodeJS.ErrnoException).code ?? '')) return [];
      throw err;
    }
  };
}

export const recordNameOf = (domain: string) => `${domainProofLabel}.${domain}`;
export const recordValueOf = (token: string) => `${domainProofValuePrefix}${token}`;

function answerOf(row: DomainProofRow): SsoDomainProof {
  return {
    domain: row.domain,
    recordName: recordNameOf(row.domain),
    recordType: 'TXT',
    recordValue: recordValueOf(row.token),
    createdAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    lastCheck: row.lastCheck ?? null,
  };
}

export interface DomainProofsDeps {
  repository: SsoRepository;
  lookup: TxtLookup;
  audit: AuditLog;
  log: { warn(obj: object, msg: string): void };
}

type Acting = { companyId: string; memberId: string };

const unknownProof = () => new DomainError('NOT_FOUND', 'sso.domainProofUnknown');

export function createDomainProofs({ repository, lookup, audit, log }: DomainProofsDeps) {
  return {
    async list(companyId: string): Promise<SsoDomainProof[]> {
      return (await repository.domainProofs(companyId)).map(answerOf);
    },

    /** The record to publish for a domain: a new token, or the one given before. */
    async create(
      acting: Acting,
      domain: string,
    ): Promise<{ proof: SsoDomainProof; created: boolean }> {
      const token = randomBytes(18).toString('base64url');
      const made = await repository.ensureDomainProof(
        acting.companyId,
        domain,
        token,
        domainProofsMax,
      );
      if (made === 'tooMany') {
        throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
          domain: 'sso.domainProofsTooMany',
        });
      }
      return { proof: answerOf(made.row), created: made.created };
    },

    /**
     * Looks the record up now. Found: the domain is shown (and stays shown; audited the first
     * time). Not found or no answer: said so on the proof, nothing else changes.
     */
    async check(acting: Acting, domain: string): Promise<SsoDomainProof> {
      const proof = await repository.domainProof(acting.companyId, domain);
      if (!proof) throw unknownProof();
      let outcome: 'found' | 'notFound' | 'failed';
      try {
        const records = await lookup(recordNameOf(domain));
        outcome = records.includes(recordValueOf(proof.token)) ? 'found' : 'notFound';
      } catch (err) {
        log.warn({ err, domain }, 'sso: the DNS lookup of a domain proof failed');
        outcome = 'failed';
      }
      const row = await repository.recordDomainCheck(acting.companyId, domain, outcome);
      if (!row) throw unknownProof();
      if (outcome === 'found' && !proof.verifiedAt) {
        await audit.record({
          companyId: acting.companyId,
          actorMemberId: acting.memberId,
          action: 'sso.domainProven',
          target: { type: 'company', id: acting.companyId },
          details: { domain },
        });
      }
      return answerOf(row);
    },

    /**
     * Forgets a proof. A domain already in the sign-on settings stays there until the settings
     * are saved again (then it must be shown another way).
     */
    async remove(acting: Acting, domain: string): Promise<void> {
      if (!(await repository.removeDomainProof(acting.companyId, domain))) throw unknownProof();
    },
  };
}

export type DomainProofs = ReturnType<typeof createDomainProofs>;
