// Data access of a recruiter's CV import (issue 25, decision 142): the import and its files, the
// applicant each parsed file becomes (an `applications` row marked guest_via 'import' with its
// `guest_applicants` row and CV), and the search for the same person already applying to the
// posting, by e-mail or by phone.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshFits } from '../../db/fitStore';
import {
  applications,
  cvImportItems,
  cvImports,
  guestApplicants,
  jobPostings,
  jobTeamMembers,
  users,
} from '../../db/schema';
import { createApplication, mergeCvIntoApplication } from '../applications/public';

export type ImportRow = typeof cvImports.$inferSelect;
export type ItemRow = typeof cvImportItems.$inferSelect;

/** The rows of a raw statement (PGlite and node-postgres both answer `{rows}`). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export interface Match {
  applicationId: string;
  matchedOn: 'email' | 'phone';
}

export function createCvImportRepository(db: Db) {
  return {
    /** This company's posting with whether the member is on its hiring team. */
    async posting(jobId: string, companyId: string, memberId: string) {
      const [row] = await db
        .select({
          id: jobPostings.id,
          country: jobPostings.country,
          onTeam: sql<boolean>`exists (select 1 from ${jobTeamMembers} where ${jobTeamMembers.jobId} = ${jobPostings.id} and ${jobTeamMembers.memberId} = ${memberId})`,
        })
        .from(jobPostings)
        .where(and(eq(jobPostings.id, jobId), eq(jobPostings.companyId, companyId)))
        .limit(1);
      return row;
    },

    /** An import of this company, with its posting's team for the member. */
    async importOf(importId: string, companyId: string, memberId: string) {
      const [row] = await db
        .select({
          import: cvImports,
          onTeam: sql<boolean>`exists (select 1 from ${jobTeamMembers} where ${jobTeamMembers.jobId} = ${jobPostings.id} and ${jobTeamMembers.memberId} = ${memberId})`,
        })
        .from(cvImports)
        .innerJoin(jobPostings, eq(jobPostings.id, cvImports.jobId))
        .where(and(eq(cvImports.id, importId), eq(jobPostings.companyId, companyId)))
        .limit(1);
      return row;
    },

    /** The import and its files in one transaction; `afterInsert` queues the jobs inside it. */
    async insertImport(
      jobId: string,
      memberId: string,
      items: Array<Omit<typeof cvImportItems.$inferInsert, 'importId' | 'position'>>,
      afterInsert: (tx: Db, items: ItemRow[]) => Promise<void>,
    ): Promise<ImportRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(cvImports)
          .values({ jobId, memberId, total: items.length })
          .returning();
        if (!created) throw new Error('import not stored');
        const rows = await tx
          .insert(cvImportItems)
          .values(items.map((item, position) => ({ ...item, importId: created.id, position })))
          .returning();
        await afterInsert(tx, rows);
        return created;
      });
    },

    async item(itemId: string) {
      const [row] = await db
        .select({ item: cvImportItems, jobId: cvImports.jobId, country: jobPostings.country })
        .from(cvImportItems)
        .innerJoin(cvImports, eq(cvImports.id, cvImportItems.importId))
        .innerJoin(jobPostings, eq(jobPostings.id, cvImports.jobId))
        .where(eq(cvImportItems.id, itemId))
        .limit(1);
      return row;
    },

    async updateItem(itemId: string, values: Partial<typeof cvImportItems.$inferInsert>) {
      await db
        .update(cvImportItems)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(cvImportItems.id, itemId));
    },

    /**
     * An application to the posting by the same person: the same e-mail (a guest's, or a job
     * seeker's account) or the same phone (a guest's E.164, or a job seeker's mobile number with
     * the same digits). The e-mail wins when both match different applications.
     */
    async findSamePerson(
      jobId: string,
      email: string | undefined,
      phone: string | undefined,
    ): Promise<Match | null> {
      if (email) {
        const result = await db.execute(sql`
          select a.id from ${applications} a left join ${users} u on u.id = a.user_id
          where a.job_id = ${jobId}
            and (lower(a.guest_email) = lower(${email}) or lower(u.email) = lower(${email}))
          order by a.applied_at limit 1`);
        const [row] = rowsOf<{ id: string }>(result);
        if (row) return { applicationId: String(row.id), matchedOn: 'email' };
      }
      if (phone) {
        const digits = phone.replace(/\D/g, '');
        const result = await db.execute(sql`
          select a.id from ${applications} a
            left join ${guestApplicants} g on g.application_id = a.id
            left join ${users} u on u.id = a.user_id
          where a.job_id = ${jobId}
            and (g.phone = ${phone}
              or right(regexp_replace(coalesce(u.mobile_no, ''), '\\D', '', 'g'), 9) = right(${digits}, 9))
          order by a.applied_at limit 1`);
        const [row] = rowsOf<{ id: string }>(result);
        if (row) return { applicationId: String(row.id), matchedOn: 'phone' };
      }
      return null;
    },

    /**
     * The applicant a file becomes (one transaction with the item's update); null when the same
     * e-mail was added to the posting meanwhile (the unique index decides).
     */
    async insertApplicant(input: {
      item: ItemRow;
      jobId: string;
      name: string;
      email: string | null;
      phone: string | null;
      lang: string;
    }): Promise<string | null> {
      const { storageKey, kind } = input.item;
      if (!storageKey || !kind) return null;
      return db.transaction(async (tx) => {
        // The one entry of the applications module: stages, history, the applicant, the CV.
        const application = await createApplication(tx, {
          jobId: input.jobId,
          applicant: {
            kind: 'importedCv',
            email: input.email,
            name: input.name,
            phone: input.phone,
            lang: input.lang,
          },
          wayIn: 'cvImport',
          source: { source: 'import' },
          cv: { storageKey, fileName: input.item.fileName, kind, size: input.item.size },
        });
        if (!application) return null;
        await tx
          .update(cvImportItems)
          .set({ status: 'done', applicationId: application.id, updatedAt: sql`now()` })
          .where(eq(cvImportItems.id, input.item.id));
        // Issue 40: an imported CV is scored from what it says, once it is the application's.
        await refreshFits(tx, { applicationId: application.id });
        return application.id;
      });
    },

    /**
     * Merging a duplicate (the recruiter confirmed): the file joins the existing application's
     * CVs, and a guest applicant gains the phone or e-mail it lacked. Nothing is overwritten.
     */
    async merge(item: ItemRow, targetId: string, fields: { email?: string; phone?: string }) {
      const { storageKey, kind } = item;
      if (!storageKey || !kind) return;
      await db.transaction(async (tx) => {
        await mergeCvIntoApplication(
          tx,
          targetId,
          { storageKey, fileName: item.fileName, kind, size: item.size },
          fields,
        );
        await tx
          .update(cvImportItems)
          .set({ status: 'merged', applicationId: targetId, updatedAt: sql`now()` })
          .where(eq(cvImportItems.id, item.id));
      });
    },

    async counts(importId: string) {
      return db
        .select({ status: cvImportItems.status, n: count() })
        .from(cvImportItems)
        .where(eq(cvImportItems.importId, importId))
        .groupBy(cvImportItems.status);
    },

    /**
     * A posting's imports, newest first, with who imported and the count of files per state (one
     * grouped read through cv_imports_job_idx), and how many there are.
     */
    async listImports(jobId: string, limit: number, offset: number) {
      const rows = rowsOf<{
        id: string;
        job_id: string;
        created_at: string | Date;
        total: number;
        member_id: string | null;
        member_name: string | null;
        member_email: string | null;
        done: number | string;
        merged: number | string;
        failed: number | string;
        duplicate: number | string;
        dismissed: number | string;
        queued: number | string;
      }>(
        await db.execute(sql`
          with page as (
            select i.id, i.job_id, i.created_at, i.total, i.member_id from cv_imports i
            where i.job_id = ${jobId}
            order by i.created_at desc, i.id desc
            limit ${limit} offset ${offset})
          select page.*, m.name as member_name, m.email as member_email,
            count(*) filter (where it.status = 'done') as done,
            count(*) filter (where it.status = 'merged') as merged,
            count(*) filter (where it.status = 'failed') as failed,
            count(*) filter (where it.status = 'duplicate') as duplicate,
            count(*) filter (where it.status = 'dismissed') as dismissed,
            count(*) filter (where it.status = 'queued') as queued
          from page
          left join company_members m on m.id = page.member_id
          left join cv_import_items it on it.import_id = page.id
          group by page.id, page.job_id, page.created_at, page.total, page.member_id, m.name, m.email
          order by page.created_at desc, page.id desc`),
      );
      const [total] = await db
        .select({ n: count() })
        .from(cvImports)
        .where(eq(cvImports.jobId, jobId));
      return { rows, total: Number(total?.n ?? 0) };
    },

    async items(importId: string, limit: number, offset: number, status?: ItemRow['status']) {
      return db
        .select({
          item: cvImportItems,
          duplicateName: sql<
            string | null
          >`(select coalesce(g.name, u.name) from ${applications} a left join ${guestApplicants} g on g.application_id = a.id left join ${users} u on u.id = a.user_id where a.id = ${cvImportItems.duplicateOf})`,
          duplicateEmail: sql<
            string | null
          >`(select coalesce(a.guest_email, u.email) from ${applications} a left join ${users} u on u.id = a.user_id where a.id = ${cvImportItems.duplicateOf})`,
        })
        .from(cvImportItems)
        .where(
          status
            ? and(eq(cvImportItems.importId, importId), eq(cvImportItems.status, status))
            : eq(cvImportItems.importId, importId),
        )
        .orderBy(asc(cvImportItems.position))
        .limit(limit)
        .offset(offset);
    },

    async itemOfImport(importId: string, itemId: string) {
      const [row] = await db
        .select()
        .from(cvImportItems)
        .where(and(eq(cvImportItems.id, itemId), eq(cvImportItems.importId, importId)))
        .limit(1);
      return row;
    },
  };
}

export type CvImportRepository = ReturnType<typeof createCvImportRepository>;
