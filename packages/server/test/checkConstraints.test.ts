// One source of truth (the developers' guide): the database's CHECK constraints that list allowed
// values (written by hand in migrations) must list exactly the domain's enumerations. The mail
// templates' list had fallen behind the keys, so saving the offer letter's template answered 500
// (decision 288). Read from the migrated database itself, on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewStatuses, recommendations } from '@talentpool/domain/interviews/schemas';
import { postingApprovalStatuses } from '@talentpool/domain/jobs/approval';
import { employmentTypes, salaryPeriods } from '@talentpool/domain/jobs/reach';
import { knockoutActions } from '@talentpool/domain/jobs/screening';
import { mailStatuses } from '@talentpool/domain/mailTemplates/schemas';
import { mailTemplateKeys } from '@talentpool/domain/mailTemplates/templates';
import { approvalDecisions, offerStatuses } from '@talentpool/domain/offers/schemas';
import { languages } from '@talentpool/domain/plain/language';
import { applicationSources } from '@talentpool/domain/process/schemas';
import { domainProofChecks } from '@talentpool/domain/sso/schemas';
import { startTestServer, type TestServer } from './helpers/testServer';

/** Each CHECK constraint with a list of values, and the domain's list it must equal. */
const expected: Record<string, readonly string[]> = {
  mail_templates_key_check: mailTemplateKeys,
  mail_templates_lang_check: languages,
  application_mails_status_check: mailStatuses,
  applications_source_check: applicationSources,
  interviews_status_check: interviewStatuses,
  scorecards_recommendation_check: recommendations,
  offers_status_check: offerStatuses,
  posting_approval_requests_status_check: postingApprovalStatuses,
  job_postings_knockout_action_check: knockoutActions,
  job_postings_employment_type_check: employmentTypes,
  // Its first list is the salary's period.
  job_postings_salary_check: salaryPeriods,
  offer_approvals_decision_check: approvalDecisions,
  posting_approval_steps_decision_check: approvalDecisions,
  company_sso_domain_proofs_last_check_check: domainProofChecks,
};

/**
 * Lists of values only the server writes (a CV's file kind, an import's progress), with no
 * enumeration of the domain to follow: named here so that a new list is a choice, not a drift.
 */
const serverOnly = [
  'applicant_cvs_kind_check',
  'applicant_cvs_via_check',
  'applications_guest_via_check',
  'cv_import_items_kind_check',
  'cv_import_items_matched_on_check',
  'cv_import_items_status_check',
  'cv_uploads_kind_check',
  'cv_uploads_status_check',
];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The quoted values of a constraint's `= ANY (ARRAY['a'::text, ...])` (or `IN (...)`) list. */
function listedValues(definition: string): string[] {
  const list = /ARRAY\[([^\]]*)\]|IN \(([^)]*)\)/.exec(definition);
  const inside = list?.[1] ?? list?.[2] ?? '';
  return [...inside.matchAll(/'((?:[^']|'')*)'/g)].map((m) => (m[1] ?? '').replace(/''/g, "'"));
}

describe('CHECK constraints that list values', () => {
  it('list exactly the domain enumerations, and every such constraint is known here', async () => {
    const result = await server.app.db.execute(sql`
      select c.conname as name, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'c' and n.nspname = 'public'`);
    const rows = (result as unknown as { rows: Array<{ name: string; definition: string }> }).rows;
    const lists = rows.filter((row) => /ARRAY\['|IN \('/.test(row.definition));
    expect(lists.map((row) => row.name).sort()).toEqual(
      [...Object.keys(expected), ...serverOnly].sort(),
    );
    for (const row of lists.filter((r) => r.name in expected)) {
      expect(listedValues(row.definition).sort(), row.name).toEqual(
        [...(expected[row.name] ?? [])].sort(),
      );
    }
  });
});
