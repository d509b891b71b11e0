// Issue 37: GET /api/user/cv-proposal, what the person's own CV said, for their new profile form.
// The CV is one they sent as a guest and then confirmed as theirs (decisions.md 16: a guest
// application made with their e-mail is theirs only once they confirm it), read by the parser
// on the queue when it came in (decision 142): nothing is read in the request. Only the person
// themselves: a company, another user or an anonymous caller never reaches anyone's CV here.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cvFieldsSchema, type CvLanguage } from '@talentpool/domain/cv/schemas';
import { cvProposalSchema, type CvProposal } from '@talentpool/domain/cv/profileProposal';
import type { Db } from '../../db/database';
import { applications, companies, cvUploads, guestApplicants, jobPostings } from '../../db/schema';
import { commonErrors } from '../../lib/errorResponses';
import { accountOf } from '../../plugins/app/auth';

const companyName = sql<string>`coalesce(nullif(trim(${companies.companyName}), ''), ${companies.email})`;

/** The person's latest parsed CV of a guest application they confirmed, or null. */
export async function cvProposalOf(db: Db, userId: string): Promise<CvProposal> {
  const [row] = await db
    .select({
      fileName: cvUploads.fileName,
      language: cvUploads.language,
      fields: cvUploads.fields,
      name: guestApplicants.name,
      phone: guestApplicants.phone,
      jobTitle: jobPostings.title,
      companyName,
    })
    .from(cvUploads)
    .innerJoin(applications, eq(applications.id, cvUploads.applicationId))
    .innerJoin(guestApplicants, eq(guestApplicants.applicationId, applications.id))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(
      and(
        eq(cvUploads.status, 'done'),
        eq(applications.userId, userId),
        eq(guestApplicants.claimedUserId, userId),
        sql`${applications.anonymisedAt} is null`,
      ),
    )
    .orderBy(desc(cvUploads.parsedAt), desc(cvUploads.createdAt))
    .limit(1);
  if (!row) return { proposal: null };
  const fields = cvFieldsSchema.safeParse(row.fields ?? {});
  return {
    proposal: {
      fileName: row.fileName,
      jobTitle: row.jobTitle,
      companyName: row.companyName,
      language: (row.language as CvLanguage | null) ?? null,
      name: row.name,
      phone: row.phone,
      fields: fields.success ? fields.data : {},
    },
  };
}

export const cvProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/cv-proposal',
    {
      onRequest: app.guard('User'),
      schema: {
        operationId: 'getCvProposal',
        tags: ['profile'],
        summary: 'What your own CV said, to start your profile form from',
        description:
          'The latest CV you sent with a guest application that you then confirmed as yours, as the parser read it (name, e-mail, phone, skills, education, experience; `missing` lists what it did not find), with the name and phone you typed in the guest form. `proposal` is null when there is none. Only for the person themselves; nothing is saved.',
        security: [{ bearerAuth: [] }],
        response: { 200: cvProposalSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cvProposalOf(app.db, accountOf(request).id);
    },
  );
};
