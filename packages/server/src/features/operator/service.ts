// The operator console's rules (decision 120, decisions.md 15): who is an operator (a job seeker
// or company member whose verified login e-mail ADMIN_EMAILS lists, read from the database on
// every call), disabling and enabling accounts with a reason, and the operator audit.
import { postingChanges } from '../../lib/postingChanges';
import { DomainError } from '@talentpool/domain/errors';
import { offsetOf, type PagingQuery } from '@talentpool/domain/paging';
import type {
  OperatorAccount,
  OperatorAccountPage,
  OperatorAccountType,
  OperatorAccountsQuery,
  OperatorAction,
  OperatorAuditPage,
} from '@talentpool/domain/operator/schemas';
import type { Account } from '../../plugins/app/auth';
import type { AccountRow, OperatorRepository } from './repository';

const forbidden = () => new DomainError('FORBIDDEN', 'error.FORBIDDEN');
const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');

export function accountView(row: AccountRow): OperatorAccount {
  return {
    _id: row.id,
    type: row.type,
    email: row.email,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt ? row.disabledAt.toISOString() : null,
  };
}

/** The row the caller signs in with: the user, or the member acting for a company. */
const signInOf = (account: Account) =>
  account.type === 'User'
    ? { type: 'User' as const, id: account.id }
    : { type: 'Company' as const, id: account.member?.id ?? '' };

export function createOperatorService(repository: OperatorRepository, adminEmails: string[]) {
  const admins = new Set(adminEmails.map((email) => email.toLowerCase()));

  /** The operator's e-mail when the caller is one, else null. */
  async function operatorEmailOf(account: Account): Promise<string | null> {
    if (admins.size === 0) return null;
    const email = await repository.verifiedEmailOf(signInOf(account));
    return email && admins.has(email.trim().toLowerCase()) ? email : null;
  }

  return {
    operatorEmailOf,

    /** 403 FORBIDDEN unless the caller is an operator; their e-mail otherwise. */
    async assertOperator(account: Account): Promise<string> {
      const email = await operatorEmailOf(account);
      if (!email) throw forbidden();
      return email;
    },

    async listAccounts(query: OperatorAccountsQuery): Promise<OperatorAccountPage> {
      const { rows, total } = await repository.listAccounts(
        { q: query.q || undefined, type: query.type },
        { limit: query.pageSize, offset: offsetOf(query) },
      );
      return { accounts: rows.map(accountView), total, page: query.page, pageSize: query.pageSize };
    },

    async setDisabled(
      operatorEmail: string,
      type: OperatorAccountType,
      id: string,
      disabled: boolean,
      reason: string,
    ): Promise<OperatorAccount> {
      const result = await repository.setDisabled(type, id, disabled, { operatorEmail, reason });
      if (!result) throw notFound();
      // A company's postings leave the board and the feeds with it: the feeds' cache must know.
      if (type === 'company') postingChanges.bump();
      return accountView(result.account);
    },

    record(
      operatorEmail: string,
      action: OperatorAction,
      target: { type: string; id: string },
      details?: Record<string, unknown>,
    ) {
      return repository.recordAudit({
        operatorEmail,
        action,
        targetType: target.type,
        targetId: target.id,
        details,
      });
    },

    jobSummary: (id: string) => repository.jobSummary(id),

    async listAudit(query: PagingQuery): Promise<OperatorAuditPage> {
      const { rows, total } = await repository.listAudit({
        limit: query.pageSize,
        offset: offsetOf(query),
      });
      return {
        events: rows.map((row) => ({
          _id: row.id,
          at: row.at.toISOString(),
          operatorEmail: row.operatorEmail,
          action: row.action as OperatorAction,
          target: { type: row.targetType, id: row.targetId },
          details: row.details,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
