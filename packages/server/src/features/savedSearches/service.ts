// Issue 21, decision 137: a member's saved candidate searches (the company search's filters and
// free text) and their daily alert. Each saved search is its member's own: another member's, or
// another company's, is "not found".
import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '@talentpool/domain/errors';
import { offsetOf, type PagingQuery } from '@talentpool/domain/paging';
import {
  poolLimits,
  savedSearchFiltersSchema,
  type SavedSearch,
  type SavedSearchPage,
  type UnsubscribeAnswer,
} from '@talentpool/domain/pools/schemas';
import type { Owner, SavedSearchRow, SavedSearchesRepository } from './repository';

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');

/** 256 random bits: nothing to guess or brute-force, so a fast hash is enough to store. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashUnsubscribeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The stored filters, read with the domain's schema (a filter value retired since reads as unset). */
export function filtersOf(stored: unknown) {
  const parsed = savedSearchFiltersSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : {};
}

/** Only the filters that are set, so the stored JSON stays small and readable. */
function storedFilters(filters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
}

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    _id: row.id,
    name: row.name,
    filters: filtersOf(row.filters),
    alert: row.alert,
    lastAlertAt: row.lastAlertAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createSavedSearchesService(repository: SavedSearchesRepository) {
  return {
    async list(owner: Owner, paging: PagingQuery): Promise<SavedSearchPage> {
      const { rows, total } = await repository.list(owner, {
        limit: paging.pageSize,
        offset: offsetOf(paging),
      });
      return {
        savedSearches: rows.map(toSavedSearch),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      };
    },

    async create(
      owner: Owner,
      body: { name: string; filters: Record<string, unknown>; alert: boolean },
    ): Promise<SavedSearch> {
      if ((await repository.count(owner)) >= poolLimits.savedSearchesMax) {
        throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
          name: 'savedSearches.tooMany',
        });
      }
      const row = await repository.insert(owner, {
        name: body.name.trim(),
        filters: storedFilters(body.filters),
        alert: body.alert,
      });
      return toSavedSearch(row);
    },

    async update(
      owner: Owner,
      id: string,
      body: {
        name?: string | undefined;
        filters?: Record<string, unknown> | undefined;
        alert?: boolean | undefined;
      },
    ): Promise<SavedSearch> {
      const row = await repository.update(owner, id, {
        ...(body.name === undefined ? {} : { name: body.name.trim() }),
        ...(body.filters === undefined ? {} : { filters: storedFilters(body.filters) }),
        ...(body.alert === undefined ? {} : { alert: body.alert }),
      });
      if (!row) throw notFound();
      return toSavedSearch(row);
    },

    async remove(owner: Owner, id: string): Promise<void> {
      if (!(await repository.remove(owner, id))) throw notFound();
    },

    /** The mail's link: no login, the token is the proof; the same answer every time it is used. */
    async unsubscribe(token: string): Promise<UnsubscribeAnswer> {
      const row = await repository.unsubscribe(hashUnsubscribeToken(token));
      if (!row) throw new DomainError('LINK_NOT_FOUND', 'error.LINK_NOT_FOUND');
      return { name: row.name, alert: false };
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
