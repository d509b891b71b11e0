// Data access of the checklists feature: a company's description cards, and the candidates of a
// leadership style (users whose current iRes2 is that style, strongest first on its scale).
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ChecklistKind, LeadershipStyle } from '@talentpool/domain/checklists/items';
import type { LeadershipProfile } from '@talentpool/domain/checklists/scoring';
import type { Candidate } from '@talentpool/domain/checklists/schemas';
import { searchTotalCap } from '@talentpool/domain/company/search';
import { isiTypes } from '@talentpool/domain/isi/types';
import type { Db } from '../../db/database';
import { companyMembers, descriptionCards, users } from '../../db/schema';
import { boundedCount } from '../search/public';
import { actorColumns, type ActorRow } from '../../db/actor';

export type DescriptionCardRow = typeof descriptionCards.$inferSelect;
/** A card with the member who saved it. */
export interface CardWithActor {
  card: DescriptionCardRow;
  by: ActorRow | null;
}

export interface NewDescriptionCard {
  companyId: string;
  kind: ChecklistKind;
  title: string;
  description: string;
  items: number[];
  profile: LeadershipProfile;
  /** The member who saved it (decision 110). */
  createdByMemberId: string;
}

/** Stores a card and answers it with the member who saved it. */
export async function insertCard(db: Db, card: NewDescriptionCard): Promise<CardWithActor> {
  const [row] = await db.insert(descriptionCards).values(card).returning();
  if (!row) throw new Error('description card not stored');
  const [by] = await db
    .select(actorColumns)
    .from(companyMembers)
    .where(eq(companyMembers.id, card.createdByMemberId))
    .limit(1);
  return { card: row, by: by ?? null };
}

/** One page of a company's cards, newest first (id breaks ties for a stable order). */
export async function listCards(
  db: Db,
  companyId: string,
  paging: { limit: number; offset: number },
): Promise<{ rows: CardWithActor[]; total: number }> {
  const where = eq(descriptionCards.companyId, companyId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ card: descriptionCards, by: actorColumns })
      .from(descriptionCards)
      .leftJoin(companyMembers, eq(companyMembers.id, descriptionCards.createdByMemberId))
      .where(where)
      .orderBy(desc(descriptionCards.createdAt), desc(descriptionCards.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(descriptionCards).where(where),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

/** Deletes a card only when it belongs to the company; false when there was none to delete. */
export async function deleteCard(db: Db, companyId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(descriptionCards)
    .where(and(eq(descriptionCards.id, id), eq(descriptionCards.companyId, companyId)))
    .returning({ id: descriptionCards.id });
  return deleted.length > 0;
}

/** The users column of the scale behind a leadership style (4 flp, 5 frp, 6 brp, 7 blp). */
function scaleColumnOf(style: LeadershipStyle) {
  const scale = isiTypes[style]?.scale;
  switch (scale) {
    case 'flp':
      return users.flp;
    case 'frp':
      return users.frp;
    case 'brp':
      return users.brp;
    case 'blp':
      return users.blp;
    default:
      throw new Error(`style ${style} has no perceptional scale`);
  }
}

export async function candidatesOfStyle(
  db: Db,
  style: LeadershipStyle,
  paging: { limit: number; offset: number },
): Promise<{ users: Candidate[]; total: number; totalIsLowerBound: boolean }> {
  // decisions.md 13: only candidates who let companies find them.
  const where = and(
    eq(users.dataComplete, true),
    eq(users.discoverable, true),
    eq(users.iRes2, style),
  );
  const scale = scaleColumnOf(style);
  const [rows, counted = 0] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        jobPosition: users.jobPosition,
        yearsOfExp: users.yearsOfExp,
        hlOfEdu: users.hlOfEdu,
        faculty: users.faculty,
        iRes1: users.iRes1,
        iRes2: users.iRes2,
      })
      .from(users)
      .where(where)
      .orderBy(sql`${scale} DESC NULLS LAST`, asc(sql`lower(${users.name})`), asc(users.id))
      .limit(paging.limit)
      .offset(paging.offset),
    // Counted up to searchTotalCap + 1, as company search (decision 092): an exact count of a
    // style's quarter of a million candidates took 46 ms at 1M users.
    // On the main connections the count has no budget: it is never undefined.
    boundedCount(db, where, searchTotalCap),
  ]);
  return {
    users: rows.map((row) => ({
      _id: row.id,
      name: row.name ?? '',
      email: row.email,
      jobPosition: row.jobPosition ?? '',
      yearsOfExp: row.yearsOfExp ?? '',
      HLOfEdu: row.hlOfEdu ?? '',
      faculty: row.faculty ?? '',
      iRes1: row.iRes1,
      iRes2: row.iRes2,
    })),
    total: Math.min(counted, searchTotalCap),
    totalIsLowerBound: counted > searchTotalCap,
  };
}
