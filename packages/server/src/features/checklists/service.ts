// decisions.md section 7 on the server: a saved description card's profile is always computed
// here from its items with the domain scoring; a profile sent by a client is never read.
import { DomainError } from '@talentpool/domain/errors';
import type { LeadershipStyle } from '@talentpool/domain/checklists/items';
import { scoreChecklist, topStyleOf, topStylesOf } from '@talentpool/domain/checklists/scoring';
import type {
  CandidatePage,
  CandidatesQuery,
  DescriptionCard,
  DescriptionCardInput,
  DescriptionCardPage,
} from '@talentpool/domain/checklists/schemas';
import { offsetOf, type PagingQuery } from '@talentpool/domain/paging';
import type { Language } from '@talentpool/domain/language';
import type { Db } from '../../db/database';
import { fitTargetFor, resultUserOf, searchCandidates, searchFitOf } from '../search/public';
import { toActor } from '../../db/actor';
import {
  candidatesOfStyle,
  deleteCard,
  insertCard,
  listCards,
  type CardWithActor,
} from './repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toCard({ card: row, by }: CardWithActor): DescriptionCard {
  const profile = {
    '4': row.profile['4'] ?? 0,
    '5': row.profile['5'] ?? 0,
    '6': row.profile['6'] ?? 0,
    '7': row.profile['7'] ?? 0,
  };
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    items: row.items,
    profile,
    top: topStyleOf(profile),
    topStyles: topStylesOf(profile),
    createdAt: row.createdAt.toISOString(),
    by: toActor(by),
  };
}

/** Saves a card of the company, stored with the member who saved it (decision 110). */
export async function saveDescriptionCard(
  db: Db,
  { companyId, memberId }: { companyId: string; memberId: string },
  input: Required<DescriptionCardInput>,
): Promise<DescriptionCard> {
  const result = scoreChecklist(input.kind, input.items);
  if (!result.ok) {
    throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
      items: result.error,
    });
  }
  const row = await insertCard(db, {
    companyId,
    kind: input.kind,
    title: input.title,
    description: input.description,
    items: [...input.items].sort((a, b) => a - b),
    profile: result.profile,
    createdByMemberId: memberId,
  });
  return toCard(row);
}

export async function listDescriptionCards(
  db: Db,
  companyId: string,
  paging: PagingQuery,
): Promise<DescriptionCardPage> {
  const { rows, total } = await listCards(db, companyId, {
    limit: paging.pageSize,
    offset: offsetOf(paging),
  });
  return { cards: rows.map(toCard), total, page: paging.page, pageSize: paging.pageSize };
}

/** Another company's card answers as an unknown one: its existence is not revealed. */
export async function removeDescriptionCard(db: Db, companyId: string, id: string): Promise<void> {
  if (!uuidPattern.test(id) || !(await deleteCard(db, companyId, id))) {
    throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
  }
}

export async function findCandidatesOfStyle(
  db: Db,
  query: CandidatesQuery,
  viewer?: { companyId: string; memberId: string },
  lang: Language = 'en',
): Promise<CandidatePage> {
  if (query.jobId !== undefined) {
    // Issue 40: Job Match for a posting ranks by the one fit score (search's sort=fit); a
    // posting that is not the member's to manage answers as an unknown one.
    const target = viewer && (await fitTargetFor(db, viewer, { jobId: query.jobId }));
    if (!target) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
    const found = await searchCandidates(
      db,
      { iRes2: query.style },
      { limit: query.pageSize, offset: offsetOf(query) },
      undefined,
      { sort: 'fit', fitTarget: target },
    );
    return {
      users: found.users.map((row) => ({
        ...resultUserOf(row),
        fit: searchFitOf(row, target, lang),
      })),
      total: found.total,
      totalIsLowerBound: found.totalIsLowerBound,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
  const found = await candidatesOfStyle(db, query.style as LeadershipStyle, {
    limit: query.pageSize,
    offset: offsetOf(query),
  });
  // Counted up to searchTotalCap, as company search (decisions 092, 105).
  return { ...found, page: query.page, pageSize: query.pageSize };
}
