// The one database schema, for PGlite and PostgreSQL alike (decisions.md section 1).
// Profile arrays (jobs, certificates, internships, skills) are JSONB on the user row: they are
// always read and written whole with the profile (PUT user sends the whole object), never queried
// one by one; search reads them through the derived search_text column. See
// docs/decisions/003-database.md.
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  boolean,
  primaryKey,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FitReason } from '@talentpool/domain/jobs/fit';
import type { FitInputs } from '@talentpool/domain/jobs/fitInputs';
import type { ExpectedSalary, SpokenLanguage } from '@talentpool/domain/profile/seekerDetails';
import type { StageDefinition } from '@talentpool/domain/process/stages';
import type { MailTemplateKey } from '@talentpool/domain/mailTemplates/templates';
import type { OfferStatus, SalaryPeriod } from '@talentpool/domain/offers/schemas';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The eight ISI scale scores and the two results, shared by users, attempts and one-time links. */
const isiColumns = () => ({
  iRes1: smallint('i_res1'),
  iRes2: smallint('i_res2'),
  flt: smallint('flt'),
  frt: smallint('frt'),
  brt: smallint('brt'),
  blt: smallint('blt'),
  flp: smallint('flp'),
  frp: smallint('frp'),
  brp: smallint('brp'),
  blp: smallint('blp'),
});

/**
 * The second factor (decisions.md 11, decision 110): the TOTP secret once set up (enabled when
 * totp_enabled_at is set) and the last 30-second step used, so a code cannot log in twice.
 */
const totpColumns = () => ({
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
});

/** Sign-in columns shared by both account kinds (decisions.md section 4). */
const accountColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  tokenVersion: integer('token_version').notNull().default(0),
  lang: text('lang').notNull().default('en'),
});

export interface JobItem {
  _id: string;
  jobtitle: string;
  role: string;
  hiringbody: string;
  startDate: string;
  endDate: string;
  /** Issue 46: held now (endDate is then ''). */
  current?: boolean;
  description: string;
}
export interface CertificateItem {
  _id: string;
  name: string;
  body: string;
}
export interface InternshipItem {
  _id: string;
  position: string;
  place: string;
  startDate: string;
  endDate: string;
  description: string;
}
export interface SkillItem {
  name: string;
}

export const users = pgTable(
  'users',
  {
    ...accountColumns(),
    // Issue 37: when the job seeker last changed their account language (mails follow it since).
    langChangedAt: timestamp('lang_changed_at', { withTimezone: true }),
    name: text('name'),
    country: text('country'),
    address: text('address'),
    jobPosition: text('job_position'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    nationalId: text('national_id'),
    mobileNo: text('mobile_no'),
    wemail: text('wemail'),
    hlOfEdu: text('hl_of_edu'),
    faculty: text('faculty'),
    otherf: text('otherf'),
    yearsOfExp: text('years_of_exp'),
    cv: text('cv'),
    cvFile: text('cv_file'),
    longTermGoals: text('long_term_goals'),
    motivation: text('motivation'),
    pic: text('pic'),
    dataComplete: boolean('data_complete').notNull().default(false),
    jobs: jsonb('jobs').$type<JobItem[]>().notNull().default([]),
    certificates: jsonb('certificates').$type<CertificateItem[]>().notNull().default([]),
    internships: jsonb('internships').$type<InternshipItem[]>().notNull().default([]),
    generalSkills: jsonb('general_skills').$type<SkillItem[]>().notNull().default([]),
    technicalSkills: jsonb('technical_skills').$type<SkillItem[]>().notNull().default([]),
    // The current (latest) ISI result, copied from isi_attempts so that search filters on it.
    ...isiColumns(),
    isiAt: timestamp('isi_at', { withTimezone: true }),
    // Name, skills and job titles in one lower-case string for the trigram index of company search.
    searchText: text('search_text').notNull().default(''),
    ...totpColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Operators (0011, decision 120): a disabled job seeker's tokens answer 401, login 403.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    // Candidate privacy (0016, decisions.md 13, decision 128): found by company search, and
    // contact details shown to companies the candidate has not applied to.
    discoverable: boolean('discoverable').notNull().default(true),
    showContactDetails: boolean('show_contact_details').notNull().default(false),
    // Issue 46 (0048, decision 245): the job seeker's city, languages, expected monthly salary
    // (shown to a company only when they applied to it) and notice period.
    city: text('city'),
    languages: jsonb('languages').$type<SpokenLanguage[]>().notNull().default([]),
    expectedSalary: jsonb('expected_salary').$type<ExpectedSalary>(),
    noticePeriod: text('notice_period'),
  },
  (t) => [
    index('users_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // Partial like the two below (decision 094): a bounded count led by jobPosition is an
    // index-only scan that stops after 1,001 entries. Only the candidates search may show
    // (complete and discoverable: migration 0031, decision 166), as for every index below.
    index('users_search_filters_idx')
      .on(t.jobPosition, t.yearsOfExp, t.hlOfEdu, t.faculty, t.iRes1, t.iRes2)
      .where(sql`${t.dataComplete} = true and ${t.discoverable} = true`),
    index('users_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The order of search results (lower(name), id) over complete profiles only: a page walks
    // this index and stops after pageSize rows instead of sorting every match (decision 091).
    // Migration 0006 adds INCLUDE (name, email and the six filter columns), which drizzle cannot
    // declare: a page of any shape without q is an index-only scan (decision 105).
    index('users_search_order_idx')
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.dataComplete} = true and ${t.discoverable} = true`),
    // Filter combinations without jobPosition, the lead of users_search_filters_idx: faculty is
    // the most selective of the others (28 values), so these are found by index too (decision 094).
    index('users_search_faculty_idx')
      .on(t.faculty, t.yearsOfExp, t.hlOfEdu, t.iRes1, t.iRes2)
      .where(sql`${t.dataComplete} = true and ${t.discoverable} = true`),
    // The candidates of a leadership style (checklists), best on its scale first: one partial
    // index per style, walked in that order. Migration 0007 adds INCLUDE (the result columns),
    // which drizzle cannot declare, so a page is an index-only scan (decision 105).
    index('users_style4_idx')
      .on(t.flp.desc().nullsLast(), sql`lower(${t.name})`, t.id)
      .where(sql`${t.dataComplete} = true and ${t.discoverable} = true and ${t.iRes2} = 4`),
    index('users_style5_idx')
      .on(t.frp.desc().nullsLast(), sql`lower(${t.name})`, t.id)
      .where(sql`${t.dataComplete} = true and ${t.discoverable} = true and ${t.iRes2} = 5`),
    index('users_style6_idx')
      .on(t.brp.desc().nullsLast(), sql`lower(${t.name})`, t.id)
      .where(sql`${t.dataComplete} = true and ${t.discoverable} = true and ${t.iRes2} = 6`),
    index('users_style7_idx')
      .on(t.blp.desc().nullsLast(), sql`lower(${t.name})`, t.id)
      .where(sql`${t.dataComplete} = true and ${t.discoverable} = true and ${t.iRes2} = 7`),
  ],
);

/**
 * A company: the workspace its members work in (decision 110). The sign-in columns moved to
 * company_members; email stays as the address the company signed up with (for contact).
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    lang: text('lang').notNull().default('en'),
    // decisions.md 11: the owner's "require a second factor of every member".
    requireTotp: boolean('require_totp').notNull().default(false),
    // Retention (decision 124, migration 0012): months the data of rejected applicants and
    // outside candidates is kept before the daily sweep anonymises it (6..120, checked there).
    retentionMonths: smallint('retention_months').notNull().default(24),
    companyName: text('company_name'),
    companyAddress: text('company_address'),
    companyPhone: text('company_phone'),
    industry: text('industry'),
    country: text('country'),
    url: text('url'),
    facebook: text('facebook'),
    linkedin: text('linkedin'),
    instagram: text('instagram'),
    companySize: text('company_size'),
    legalEntity: text('legal_entity'),
    olegalEntity: text('olegal_entity'),
    commercialRegistrationNumber: text('commercial_registration_number'),
    registrationYear: date('registration_year', { mode: 'string' }),
    contactFullName: text('contact_full_name'),
    contactIdNumber: text('contact_id_number'),
    contactPosition: text('contact_position'),
    contactMobile: text('contact_mobile'),
    contactEmail: text('contact_email'),
    pic: text('pic'),
    dataComplete: boolean('data_complete').notNull().default(false),
    outvalue: text('outvalue'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Operators (0011, decision 120): a disabled company stops every one of its members.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    index('companies_email_idx').on(sql`lower(${t.email})`),
    index('companies_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * A member of a company (decisions.md 11, decision 110): one company login. Removed members are
 * kept (removed_at) so that their names stay on notes, history and the audit log; the address is
 * unique among the members not removed.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    passwordHash: text('password_hash'),
    role: text('role')
      .$type<'owner' | 'admin' | 'recruiter' | 'hiringManager' | 'interviewer'>()
      .notNull(),
    status: text('status').$type<'invited' | 'active'>().notNull().default('active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    tokenVersion: integer('token_version').notNull().default(0),
    lang: text('lang').notNull().default('en'),
    ...totpColumns(),
    invitedBy: uuid('invited_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_members_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.removedAt} IS NULL`),
    index('company_members_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** The single-use recovery codes of the second factor, kept only as hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountType: text('account_type').$type<'User' | 'Company'>().notNull(),
    accountId: uuid('account_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_account_idx').on(t.accountType, t.accountId)],
);

/**
 * The company's audit log (decisions.md 11): append-only (a trigger of migration 0008 refuses
 * UPDATE and DELETE), kept when a member leaves: the actor's e-mail is copied into the row.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorMemberId: uuid('actor_member_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_company_at_idx').on(t.companyId, t.at.desc(), t.id),
    index('audit_events_company_actor_idx').on(t.companyId, t.actorMemberId, t.at.desc()),
    index('audit_events_company_action_idx').on(t.companyId, t.action, t.at.desc()),
  ],
);

/** Every questionnaire attempt of a user is kept; the latest is current (decisions.md section 6). */
export const isiAttempts = pgTable(
  'isi_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<number[]>().notNull(),
    ...isiColumns(),
    lang: text('lang').notNull().default('en'),
    createdAt: createdAt(),
    // Issue 22 (decision 135, 0021_isi_trust.sql): response quality, stored with the attempt.
    isiFlags: jsonb('isi_flags').$type<IsiFlagsColumn>(),
    medianItemMs: integer('median_item_ms'),
    /** Answers generated by the simulation model (the demo seed), not given by a person. */
    simulated: boolean('simulated').notNull().default(false),
  },
  (t) => [index('isi_attempts_user_idx').on(t.userId, t.createdAt)],
);

/** A single-use questionnaire link and the one-time user behind it (spec 3, One-time user). */
export const oneTimeLinks = pgTable(
  'one_time_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // Only a hash of the code is kept: a database leak does not hand out usable links.
    codeHash: text('code_hash').notNull(),
    lang: text('lang').notNull().default('en'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    answers: jsonb('answers').$type<number[]>(),
    ...isiColumns(),
    // A link that invites to a job posting (decision 100): submitting it also applies as a guest.
    jobId: uuid('job_id').references(() => jobPostings.id, { onDelete: 'cascade' }),
    createdByMemberId: uuid('created_by_member_id').references(() => companyMembers.id),
    createdAt: createdAt(),
    // Issue 22 (decision 135, 0021_isi_trust.sql): the response quality of the submitted answers.
    isiFlags: jsonb('isi_flags').$type<IsiFlagsColumn>(),
    // Retention (decision 124): when the e-mail and answers were replaced.
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('one_time_links_code_key').on(t.codeHash),
    // One link per company, address and posting (job_id null: the plain questionnaire link).
    // The migration (0003) creates this index NULLS NOT DISTINCT, which drizzle cannot declare.
    uniqueIndex('one_time_links_company_email_key').on(
      t.companyId,
      sql`lower(${t.email})`,
      t.jobId,
    ),
    index('one_time_links_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

/** E-mail verification and password reset tokens: random, stored as a hash, single use. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountType: text('account_type').$type<'User' | 'Company'>().notNull(),
    accountId: uuid('account_id').notNull(),
    purpose: text('purpose').$type<'verify' | 'reset' | 'invite' | 'emailChange'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_account_idx').on(t.accountType, t.accountId),
  ],
);

/**
 * Outgoing mail is a `mail.send` job on the job queue (pg-boss's schema, migration 0009). Each
 * company's mails per day (UTC), for MAIL_CAP_PER_COMPANY_PER_DAY (decision 120).
 */
export const mailVolume = pgTable(
  'mail_volume',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/** A company's saved checklist result (issue 8): later the requirement profile of a job posting. */
export const descriptionCards = pgTable(
  'description_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'findboss' | 'jobmatch'>().notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    items: jsonb('items').$type<number[]>().notNull(),
    profile: jsonb('profile').$type<Record<string, number>>().notNull(),
    createdByMemberId: uuid('created_by_member_id').references(() => companyMembers.id),
    createdAt: createdAt(),
  },
  (t) => [index('description_cards_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * A job posting (decision 100). requirement_source is what the company chose (a card or ticked
 * checklist items); requirement_profile the leadership profile computed from it when saved.
 * search_text (title, description, company name, lower case) serves the board's free-text q.
 */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...postingStageColumns(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').$type<'draft' | 'published' | 'closed'>().notNull().default('draft'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    workplace: text('workplace').$type<'onsite' | 'remote' | 'hybrid'>().notNull(),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    field: text('field').notNull(),
    minEducation: text('min_education'),
    minExperience: text('min_experience'),
    requirementSource: jsonb('requirement_source')
      .$type<
        { kind: 'findboss' | 'jobmatch'; items: number[] } | { kind: 'card'; cardId: string }
      >()
      .notNull(),
    requirementProfile: jsonb('requirement_profile').$type<Record<string, number>>().notNull(),
    // Issue 40 (migration 0051): the fit score's weights and must-haves; null: the defaults.
    fitSettings: jsonb('fit_settings').$type<Record<string, unknown>>(),
    searchText: text('search_text').notNull().default(''),
    createdByMemberId: uuid('created_by_member_id').references(() => companyMembers.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // Issue 25 (decision 126, migration 0014): employment type, an optional salary range (all of
    // its columns or none, checked in SQL) and a deadline after which the posting reads as closed.
    employmentType: text('employment_type')
      .$type<'fullTime' | 'partTime' | 'contract' | 'temporary' | 'internship'>()
      .notNull()
      .default('fullTime'),
    salaryMin: numeric('salary_min', { precision: 12, scale: 2, mode: 'number' }),
    salaryMax: numeric('salary_max', { precision: 12, scale: 2, mode: 'number' }),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period').$type<'hour' | 'day' | 'week' | 'month' | 'year'>(),
    salaryVisible: boolean('salary_visible').notNull().default(true),
    applicationDeadline: timestamp('application_deadline', { withTimezone: true }),
    // Issue 37 (decision 268): how many people the posting hires; once that many are
    // in a hired stage, hiring the last one offers to close it (migration 0055).
    openings: integer('openings').notNull().default(1),
  },
  (t) => [
    index('job_postings_board_idx').on(t.status, t.publishedAt, t.id),
    index('job_postings_company_idx').on(t.companyId, t.createdAt, t.id),
    index('job_postings_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('job_postings_open_company_idx')
      .on(t.companyId, t.publishedAt)
      .where(sql`${t.status} = 'published'`),
  ],
);

/** A posting's hiring team (decisions.md 11): hiring managers work on the postings of their teams. */
export const jobTeamMembers = pgTable(
  'job_team_members',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => companyMembers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.memberId] }),
    index('job_team_members_member_idx').on(t.memberId),
  ],
);

/**
 * An application to a posting: by a user (user_id) or by a guest through an invitation link
 * (one_time_link_id, guest_email). The unique indexes make a second application impossible even
 * under concurrent requests. The *_at_hire columns are the snapshot taken on the move to hired.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...applicationSourceColumns(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    oneTimeLinkId: uuid('one_time_link_id').references(() => oneTimeLinks.id, {
      onDelete: 'cascade',
    }),
    guestEmail: text('guest_email'),
    // A key of the posting's stage list (decision 130); the first default's key by default.
    stage: text('stage').notNull().default('applied'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').$type<'successful' | 'unsuccessful'>(),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    outcomeByMemberId: uuid('outcome_by_member_id').references(() => companyMembers.id),
    fitAtHire: smallint('fit_at_hire'),
    rankAtHire: integer('rank_at_hire'),
    applicantsAtHire: integer('applicants_at_hire'),
    // Retention (decision 124): when the applicant stopped being named (user_id, guest_email).
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    ...applicationFitColumns(),
    // Decision 141: a guest who applied without an account, or a CV a recruiter imported.
    guestVia: text('guest_via').$type<'apply' | 'import'>(),
    // Decision 190 (0036): the person confirmed it from their account (a guest application they
    // claimed, a sourcing they answered with "apply"): it opens their contact details.
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // Issue 37: the language of the page the application was made from (its mails' language).
    lang: text('lang'),
  },
  (t) => [
    uniqueIndex('applications_job_user_key').on(t.jobId, t.userId),
    uniqueIndex('applications_job_link_key').on(t.jobId, t.oneTimeLinkId),
    index('applications_job_stage_idx').on(t.jobId, t.stage),
    // Decision 235 (issue 42, 0045_api_keys.sql): cursor paging by application time.
    index('applications_job_applied_idx').on(t.jobId, t.appliedAt, t.id),
    index('applications_user_idx').on(t.userId, t.appliedAt),
    // Decision 192 (0037): the guest applications offered to an account's owner.
    index('applications_guest_email_idx')
      .on(sql`lower(${t.guestEmail})`)
      .where(sql`${t.guestVia} = 'apply' AND ${t.userId} IS NULL`),
    check(
      'applications_one_applicant_check',
      sql`((${t.userId} IS NULL) <> (${t.oneTimeLinkId} IS NULL)) OR (${t.userId} IS NULL AND ${t.oneTimeLinkId} IS NULL AND ${t.guestVia} IS NOT NULL) OR (${t.anonymisedAt} IS NOT NULL AND ${t.userId} IS NULL)`,
    ),
  ],
);

/** The history of an application's stages; from_stage null for the application itself. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...eventReasonColumns(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byCompanyId: uuid('by_company_id').references(() => companies.id, { onDelete: 'set null' }),
    byMemberId: uuid('by_member_id').references(() => companyMembers.id),
    notified: boolean('notified').notNull().default(false),
    ...offerEventColumns(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.at)],
);

/** A company's private notes on an application. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => companyMembers.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * Issue 37 (0040, decision 218): a merge of the same person's two applications to a posting.
 * The folded application's row is gone; `snapshot` is that row, `guest` its guest row when the
 * kept application had its own, `moved` the ids of its rows now on the kept one, per table.
 */
export const applicationMerges = pgTable(
  'application_merges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    keptId: uuid('kept_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    mergedId: uuid('merged_id').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    guest: jsonb('guest').$type<Record<string, unknown>>(),
    moved: jsonb('moved').$type<Record<string, string[]>>().notNull(),
    matchedOn: text('matched_on').$type<'email' | 'phone'>(),
    name: text('name'),
    via: text('via').$type<'link' | 'apply' | 'import'>(),
    byMemberId: uuid('by_member_id').references(() => companyMembers.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneByMemberId: uuid('undone_by_member_id').references(() => companyMembers.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('application_merges_kept_idx').on(t.keptId, t.mergedAt)],
);

// --- Operators (0011_operators, decision 120) ---

/** Every operator action (disable, enable, retry); a trigger refuses UPDATE and DELETE. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('operator_audit_at_idx').on(t.at.desc(), t.id.desc())],
);

// ---------------------------------------------------------------------------------------------
// Interviews (issue 19, decision 120, migration 0010_interviews.sql)

/**
 * An interview of an application. `uid` names its calendar event for its whole life and
 * `sequence` rises with each change (RFC 5545); `reminded_sequence` is the sequence whose
 * reminder went out, so a moved interview is reminded again and a sent one never twice.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timeZone: text('time_zone').notNull(),
    location: text('location'),
    videoUrl: text('video_url'),
    status: text('status').$type<'scheduled' | 'cancelled'>().notNull().default('scheduled'),
    sequence: integer('sequence').notNull().default(0),
    uid: text('uid').notNull(),
    createdByMemberId: uuid('created_by_member_id').references(() => companyMembers.id),
    remindedSequence: integer('reminded_sequence'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('interviews_uid_key').on(t.uid),
    index('interviews_application_idx').on(t.applicationId, t.startsAt),
    // Decision 235 (issue 42, 0045_api_keys.sql): listCompanyInterviews by creation.
    index('interviews_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('interviews_due_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'scheduled'`),
    // A posting's scheduled interviews (the pipeline card; migration 0015_interview_indexes.sql).
    index('interviews_job_idx')
      .on(t.jobId, t.applicationId, t.startsAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => companyMembers.id),
  },
  (t) => [
    primaryKey({ name: 'interview_interviewers_pk', columns: [t.interviewId, t.memberId] }),
    index('interview_interviewers_member_idx').on(t.memberId, t.interviewId),
  ],
);

/** Self-scheduling: slots offered through a single-use code (only its hash is kept). */
export const interviewOffers = pgTable(
  'interview_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    slots: jsonb('slots').$type<Array<{ startsAt: string; durationMinutes: number }>>().notNull(),
    timeZone: text('time_zone').notNull(),
    interviewerIds: jsonb('interviewer_ids').$type<string[]>().notNull(),
    location: text('location'),
    videoUrl: text('video_url'),
    createdByMemberId: uuid('created_by_member_id').references(() => companyMembers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    interviewId: uuid('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('interview_offers_code_hash_key').on(t.codeHash),
    index('interview_offers_application_idx').on(t.applicationId, t.createdAt),
  ],
);

/** A posting's own kit; without a row the default kit (its requirement source) applies. */
export const interviewKits = pgTable('interview_kits', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobPostings.id, { onDelete: 'cascade' }),
  attributes: jsonb('attributes').$type<string[]>().notNull(),
  // Issue 37 (decision 269, migration 0056): each attribute in the other language, or null.
  translations: jsonb('translations').$type<(string | null)[]>(),
  updatedAt: updatedAt(),
});

export const scorecards = pgTable(
  'scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => companyMembers.id),
    ratings: jsonb('ratings').$type<Array<{ attribute: string; score: number }>>().notNull(),
    recommendation: text('recommendation')
      .$type<'strongNo' | 'no' | 'yes' | 'strongYes'>()
      .notNull(),
    notes: text('notes').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('scorecards_interview_member_key').on(t.interviewId, t.memberId)],
);

/** A member's private calendar feed: only the token's hash is kept. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => companyMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);

// ---------------------------------------------------------------------------------------------
// Search relevance (issue 21, decisions.md 13, decision 125, migration 0013_search_relevance.sql)

/**
 * users.search_vector (tsvector, generated by PostgreSQL from the profile: name and job titles
 * weigh A, skills and certificates B, descriptions C; GIN index users_search_vector_idx) is not a
 * column of `users` above: drizzle cannot declare it, and nothing writes it. Search names it here.
 */
export const usersSearchVector = sql.raw('"users"."search_vector"');

/**
 * The candidates a company may find (complete and discoverable), narrow: the search vector, the
 * six filter columns and lower(name), kept by triggers on users (migration 0032, decision 166).
 * Free-text relevance reads its bounded set here instead of users' ~2 KB rows (TOAST). The
 * vector (tsvector, GIN index candidate_search_vector_idx) is named by candidateSearchVector.
 */
export const candidateSearch = pgTable(
  'candidate_search',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lname: text('lname'),
    jobPosition: text('job_position'),
    yearsOfExp: text('years_of_exp'),
    hlOfEdu: text('hl_of_edu'),
    faculty: text('faculty'),
    iRes1: smallint('i_res1'),
    iRes2: smallint('i_res2'),
  },
  // As users_search_filters_idx and users_search_faculty_idx: free text with selective filters.
  (t) => [
    index('candidate_search_filters_idx').on(
      t.jobPosition,
      t.yearsOfExp,
      t.hlOfEdu,
      t.faculty,
      t.iRes1,
      t.iRes2,
    ),
    index('candidate_search_faculty_idx').on(t.faculty, t.yearsOfExp, t.hlOfEdu, t.iRes1, t.iRes2),
  ],
);
export const candidateSearchVector = sql.raw('"candidate_search"."search_vector"');

/** The vocabulary of complete profiles, for one-typo matching (filled by triggers on users). */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

// ---------------------------------------------------------------------------------------------
// Process stages, reject reasons, sources (issue 20, decision 130, 0017_process_stages.sql)
// The columns 0017 adds to job_postings, applications and application_events are declared here
// as (hoisted) functions the tables above spread, so this migration's schema stays in its section.

/** A company's stage template: a named list of stages postings copy (decision 130). */
export const stageTemplates = pgTable(
  'stage_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    stages: jsonb('stages').$type<StageDefinition[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stage_templates_company_idx').on(t.companyId, t.createdAt, t.id)],
);

/** job_postings.stages (null: the six defaults) and the template it was copied from. */
function postingStageColumns() {
  return {
    stages: jsonb('stages').$type<StageDefinition[]>(),
    /**
     * Stages the list no longer has, with their names: older history entries keep naming them
     * (0029_process_gaps, decision 155). The current list wins for a key in both.
     */
    removedStages: jsonb('removed_stages').$type<StageDefinition[]>(),
    stageTemplateId: uuid('stage_template_id').references(() => stageTemplates.id, {
      onDelete: 'set null',
    }),
  };
}

/** A company's reasons for rejecting; archived ones stay for the history and the reports. */
export const rejectReasons = pgTable(
  'reject_reasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    position: integer('position').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reject_reasons_company_position_key').on(t.companyId, t.position)],
);

/** application_events.reason_id: the reason of a move to a rejected stage. */
function eventReasonColumns() {
  return {
    reasonId: uuid('reason_id').references(() => rejectReasons.id, { onDelete: 'set null' }),
  };
}

/** Where an application came from (checked in SQL: applications_source_check). */
function applicationSourceColumns() {
  return {
    source: text('source')
      .$type<'board' | 'invitation' | 'feed' | 'referral' | 'manual' | 'sourced' | 'import'>()
      .notNull()
      .default('board'),
    sourceDetail: text('source_detail'),
  };
}

// ---------------------------------------------------------------------------------------------
// Mail templates, the mail log, screening questions (issue 20, decision 130,
// 0018_mail_templates_screening.sql)

/** A company's own text of a mail to applicants, per key and language (none: the default). */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').$type<MailTemplateKey>().notNull(),
    lang: text('lang').$type<'en' | 'ar'>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
    updatedByMemberId: uuid('updated_by_member_id').references(() => companyMembers.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key, t.lang] })],
);

/** Every mail a company sent to an applicant: queued with its job, then sent or failed. */
export const applicationMails = pgTable(
  'application_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    templateKey: text('template_key').$type<MailTemplateKey>().notNull(),
    subject: text('subject').notNull(),
    lang: text('lang').$type<'en' | 'ar'>().notNull(),
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    queueJobId: text('queue_job_id'),
    byMemberId: uuid('by_member_id').references(() => companyMembers.id, { onDelete: 'set null' }),
  },
  (t) => [index('application_mails_application_idx').on(t.applicationId, t.queuedAt)],
);

/** A screening question as stored on a posting (domain jobs/screening.ts validates it). */
export interface StoredScreeningQuestion {
  id: string;
  text: string;
  type: 'yesNo' | 'choice' | 'number' | 'text';
  options?: string[];
  required: boolean;
  knockout?: { equals?: string | boolean; min?: number; max?: number };
}

/** An answer as stored on an application, with the question's text as it was asked. */
export interface StoredScreeningAnswer {
  questionId: string;
  text: string;
  value: string | number | boolean | null;
  knockedOut: boolean;
}

/**
 * The screening columns of job_postings and applications, declared apart from those tables so
 * that this section is the only place issue 20's screening touches (decision 130's slots). They
 * name the same tables: read and write them by id.
 */
export const jobPostingScreening = pgTable('job_postings', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  screening: jsonb('screening').$type<StoredScreeningQuestion[]>().notNull().default([]),
  knockoutAction: text('knockout_action').$type<'flag' | 'reject'>().notNull().default('flag'),
  knockoutReasonId: uuid('knockout_reason_id'),
});

export const applicationScreening = pgTable('applications', {
  id: uuid('id').primaryKey(),
  screeningAnswers: jsonb('screening_answers')
    .$type<StoredScreeningAnswer[]>()
    .notNull()
    .default([]),
  knockedOut: boolean('knocked_out').notNull().default(false),
});

// ---------------------------------------------------------------------------------------------
// Stored fit and reports (issue 20, decision 130, 0019_fit_store_reports.sql)
// The columns 0019 adds to applications are declared here as a (hoisted) function the table above
// spreads, so this migration's schema stays in its section (decision 134).

/**
 * The stored fit (0..100, null without an ISI result), its reasons as keys with parameters, and
 * the inputs it was computed from (null: not computed yet). Written by src/db/fitStore.ts only.
 */
function applicationFitColumns() {
  return {
    fit: smallint('fit'),
    fitReasons: jsonb('fit_reasons').$type<FitReason[]>(),
    fitInputs: jsonb('fit_inputs').$type<FitInputs>(),
    /** Issue 40 (0042): every must-have met; the ranking puts these applicants first. */
    fitPasses: boolean('fit_passes').notNull().default(true),
  };
}

// ---------------------------------------------------------------------------------------------
// Talent pools and saved searches (issue 21, decision 130, 0020_talent_pools_saved_searches.sql)

/**
 * users.profile_completed_at (set by a trigger when the profile becomes complete; decision 137)
 * is not a column of `users` above: it lives in this section's migration, and nothing but the
 * trigger writes it. The saved-search alerts name it here.
 */
export const usersProfileCompletedAt = sql.raw('"users"."profile_completed_at"');

/** A named list of job seekers shared in a company (decision 137). */
export const talentPools = pgTable(
  'talent_pools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdByMemberId: uuid('created_by_member_id').references(() => companyMembers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('talent_pools_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

/** A job seeker in a pool, with the company's note and who added them when. */
export const talentPoolEntries = pgTable(
  'talent_pool_entries',
  {
    poolId: uuid('pool_id')
      .notNull()
      .references(() => talentPools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    addedByMemberId: uuid('added_by_member_id').references(() => companyMembers.id, {
      onDelete: 'set null',
    }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.poolId, t.userId] }),
    index('talent_pool_entries_pool_added_idx').on(t.poolId, t.addedAt.desc(), t.userId),
    index('talent_pool_entries_user_idx').on(t.userId),
  ],
);

/** A member's saved candidate search and its daily alert (decision 137). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => companyMembers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    alert: boolean('alert').notNull().default(true),
    /** The watermark (database time): candidates completed after it are new. */
    alertSince: timestamp('alert_since', { withTimezone: true }).notNull().defaultNow(),
    /** When the alert job last looked at it (the app's clock). */
    alertCheckedAt: timestamp('alert_checked_at', { withTimezone: true }),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_searches_member_idx').on(t.memberId, t.createdAt.desc(), t.id),
    index('saved_searches_alert_idx')
      .on(t.alertCheckedAt)
      .where(sql`${t.alert}`),
  ],
);

/** The unsubscribe token of one alert mail, kept only as its hash. */
export const savedSearchTokens = pgTable(
  'saved_search_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('saved_search_tokens_search_idx').on(t.savedSearchId)],
);

// ---------------------------------------------------------------------------------------------
// ISI trust: norms, reliability, response quality (issue 22, decision 130, 0021_isi_trust.sql)

/** isi_attempts.isi_flags and one_time_links.isi_flags (the domain's IsiFlags). */
export interface IsiFlagsColumn {
  straightLining: boolean;
  tooFast: boolean | null;
  inconsistent: boolean;
}

/**
 * One run of the daily ISI statistics job (decision 135): the norms (score histograms of the
 * current results, null below the minimum) and the reliability of the stored attempts (null
 * below 200), with the test-retest figures. The newest row is what the API answers.
 */
export const isiStatistics = pgTable(
  'isi_statistics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    normRespondents: integer('norm_respondents').notNull(),
    norms: jsonb('norms').$type<Record<string, number[]>>(),
    reliabilityRespondents: integer('reliability_respondents').notNull(),
    simulatedRespondents: integer('simulated_respondents').notNull(),
    reliability: jsonb('reliability').$type<Record<string, unknown>>(),
    retest: jsonb('retest').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('isi_statistics_computed_idx').on(t.computedAt)],
);

/**
 * Issue 40 (decisions.md 21, decision 274, 0060): the ISI technical report as the daily job
 * computed it, the whole answer of getIsiTechnicalReport in one row (aggregates only: no person's
 * answers). The last 31 runs are kept.
 */
export const isiTechnicalReports = pgTable(
  'isi_technical_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('isi_technical_reports_computed_idx').on(t.computedAt)],
);

// ---------------------------------------------------------------------------------------------
// Sessions that survive a new tab (issue 23, decision 130, 0022_sessions.sql)

/**
 * Decision 138: one row per refresh token, kept only as its SHA-256 hash. A family is one
 * "keep me logged in" login; each use rotates the token (the used row stays, so a second use of
 * it is reuse and revokes the family). token_version is the account's at issue: whatever raises
 * the account's version (log out, password change, e-mail change) ends the family too.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    accountType: text('account_type').$type<'User' | 'Company'>().notNull(),
    /** The user, or the member. */
    accountId: uuid('account_id').notNull(),
    tokenVersion: integer('token_version').notNull(),
    tokenHash: text('token_hash').notNull(),
    familyStartedAt: timestamp('family_started_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The idle limit: a token not used by then is dead. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_account_idx').on(t.accountType, t.accountId),
  ],
);

/** Issue 23: a member's own notification choices; no row means the defaults (digest on). */
export const memberNotificationSettings = pgTable('member_notification_settings', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => companyMembers.id, { onDelete: 'cascade' }),
  applicantDigest: boolean('applicant_digest').notNull().default(true),
  updatedAt: updatedAt(),
});

/** Issue 23: up to when a posting's new applicants were named in a digest (each once). */
export const applicantDigests = pgTable('applicant_digests', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobPostings.id, { onDelete: 'cascade' }),
  sentUntil: timestamp('sent_until', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Applying without an account and CV imports (issue 25, 0023_guest_applications_cv_import.sql)

// Decision 141: a guest applicant's own columns (one row per guest application).
export const guestApplicants = pgTable(
  'guest_applicants',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone'),
    lang: text('lang').notNull().default('en'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentVersion: text('consent_version'),
    followTokenHash: text('follow_token_hash'),
    claimedUserId: uuid('claimed_user_id').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    // Decision 192 (0037): the account's owner said the application is not theirs.
    claimDiscardedAt: timestamp('claim_discarded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('guest_applicants_follow_token_key').on(t.followTokenHash),
    index('guest_applicants_phone_idx')
      .on(t.phone)
      .where(sql`${t.phone} IS NOT NULL`),
  ],
);

export type CvKind = 'pdf' | 'docx';

/** The CV files of an application. */
export const applicantCvs = pgTable(
  'applicant_cvs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    kind: text('kind').$type<CvKind>().notNull(),
    size: integer('size').notNull(),
    via: text('via').$type<'apply' | 'import' | 'merge'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('applicant_cvs_application_idx').on(t.applicationId, t.createdAt)],
);

/** A guest's CV uploaded before applying and parsed on the queue (decision 142). */
export const cvUploads = pgTable(
  'cv_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    kind: text('kind').$type<CvKind>().notNull(),
    size: integer('size').notNull(),
    status: text('status').$type<'queued' | 'done' | 'failed'>().notNull().default('queued'),
    reason: text('reason'),
    language: text('language'),
    fields: jsonb('fields').$type<Record<string, unknown>>(),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    parsedAt: timestamp('parsed_at', { withTimezone: true }),
  },
  (t) => [
    index('cv_uploads_created_idx')
      .on(t.createdAt)
      .where(sql`${t.applicationId} IS NULL`),
  ],
);

/** A recruiter's drop of CVs onto a posting. */
export const cvImports = pgTable(
  'cv_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => companyMembers.id, { onDelete: 'set null' }),
    total: integer('total').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cv_imports_job_idx').on(t.jobId, t.createdAt)],
);

export type CvImportItemStatus =
  'queued' | 'done' | 'failed' | 'duplicate' | 'merged' | 'dismissed';

/** One file of an import; the file is kept whatever became of it. */
export const cvImportItems = pgTable(
  'cv_import_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => cvImports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    /** Null for a file over the size limit (not read to its end, so not kept). */
    storageKey: text('storage_key'),
    kind: text('kind').$type<CvKind>(),
    size: integer('size').notNull(),
    status: text('status').$type<CvImportItemStatus>().notNull().default('queued'),
    reason: text('reason'),
    language: text('language'),
    fields: jsonb('fields').$type<Record<string, unknown>>(),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    duplicateOf: uuid('duplicate_of').references(() => applications.id, { onDelete: 'set null' }),
    matchedOn: text('matched_on').$type<'email' | 'phone'>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cv_import_items_import_position_key').on(t.importId, t.position)],
);

// ---------------------------------------------------------------------------------------------
// Report versions (issue 20, decision 143, 0025_report_versions.sql)

/**
 * A version per company of everything the hiring report reads, bumped by triggers on every write
 * of applications, their history, postings, hiring teams and reject reasons (once per
 * transaction: `xact`). Read only by the reports feature; never written by the server's code.
 */
export const reportVersions = pgTable('report_versions', {
  companyId: uuid('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  xact: bigint('xact', { mode: 'number' }),
});

// ---------------------------------------------------------------------------------------------
// Acting on a candidate from search (issue 23, decision 146, 0027_candidate_notes.sql)

/** A company's own note on a job seeker, with or without an application. */
export const candidateNotes = pgTable(
  'candidate_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => companyMembers.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_notes_company_user_idx').on(t.companyId, t.userId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Retried creations (issue 43, decision 221, 0041_idempotency_keys.sql)

/**
 * The answer to the first request of an Idempotency-Key (per caller), replayed to its retries for
 * 24 hours; `status` is null while that request runs. Read and written by plugins/app/idempotency.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.scope, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Issue 42 (decisions.md 18, decisions 241-244, 0047_company_sso.sql): a company's single sign-on
 * with OpenID Connect. The client secret is sealed (AES-256-GCM, key derived from JWT_SECRET).
 */
export const companySso = pgTable('company_sso', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  defaultRole: text('default_role')
    .$type<'admin' | 'recruiter' | 'hiringManager' | 'interviewer'>()
    .notNull(),
  required: boolean('required').notNull().default(false),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The e-mail domains a company signs in through its provider: each domain one company's. */
export const companySsoDomains = pgTable(
  'company_sso_domains',
  {
    domain: text('domain').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companySso.companyId, { onDelete: 'cascade' }),
  },
  (t) => [index('company_sso_domains_company_idx').on(t.companyId)],
);

/**
 * Decision 289: a domain a company shows it holds by a DNS TXT record (its token in the record's
 * value); verified_at once a check found it.
 */
export const companySsoDomainProofs = pgTable(
  'company_sso_domain_proofs',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    lastCheck: text('last_check').$type<'found' | 'notFound' | 'failed'>(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.domain] })],
);

/** One sign-in started: state (hashed), nonce and PKCE verifier, then the hand-over code. */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    memberId: uuid('member_id'),
    handoffHash: text('handoff_hash'),
    handoffExpiresAt: timestamp('handoff_expires_at', { withTimezone: true }),
    handoffUsedAt: timestamp('handoff_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sso_logins_state_key').on(t.stateHash),
    uniqueIndex('sso_logins_handoff_key').on(t.handoffHash),
    index('sso_logins_created_at_idx').on(t.createdAt),
  ],
);
// Issue 46 (decision 252, migration 0050): the first-hour guide's state, per member.
export const memberGuides = pgTable('member_guides', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => companyMembers.id, { onDelete: 'cascade' }),
  doneSteps: text('done_steps')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  skippedAt: timestamp('skipped_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Webhooks (issue 42, decisions.md 18, decision 236, 0046_webhooks.sql). Written only by
// features/webhooks.

/** A company's webhook: where its chosen events go, signed with `secret` (`whsec_<base64>`). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description').notNull().default(''),
    format: text('format').$type<'standard' | 'slack'>().notNull().default('standard'),
    secret: text('secret').notNull(),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    createdByMemberId: uuid('created_by_member_id').references(() => companyMembers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [index('webhooks_company_idx').on(t.companyId, t.createdAt)],
);

/** One event for one webhook: sent until a 2xx, or until its retries run out. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
    messageId: text('message_id').notNull(),
    type: text('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt.desc()),
  ],
);

/** Every attempt of a delivery, kept: when, the answer's status, how long, why it failed. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);

// ---------------------------------------------------------------------------------------------
// API keys (issue 42, decisions.md 18, decisions 232-235, 0045_api_keys.sql)

/**
 * A company's API key: only the SHA-256 hash of its secret is kept, with the secret's first
 * letters in clear. Revoked keys keep their row. Read by plugins/app/apiKeyAuth on every request
 * that carries a key (one unique-index lookup by hash), written by features/apiKeys.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique('api_keys_secret_hash_unique'),
    createdByMemberId: uuid('created_by_member_id')
      .notNull()
      .references(() => companyMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * Issue 40 (decisions.md 21, migration 0052): the voluntary survey at apply, apart from the
 * application; only the fairness module reads it, and only into aggregates.
 */
export const fairnessSurveyAnswers = pgTable(
  'fairness_survey_answers',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    gender: text('gender'),
    ageBand: text('age_band'),
    nationality: text('nationality'),
    disability: text('disability'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fairness_survey_answers_job_idx').on(t.jobId)],
);

/** Issue 46 (0049, decision 248): the postings a job seeker saved, newest first. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index('saved_jobs_user_idx').on(t.userId, t.createdAt.desc(), t.jobId),
  ],
);

/**
 * Issue 46 (0049, decision 248): a job seeker's saved job search, mailed daily with the postings
 * published the day before that match it. sent_until: the end of the last day it looked at.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    q: text('q'),
    field: text('field'),
    country: text('country'),
    city: text('city'),
    workplace: text('workplace').$type<'onsite' | 'remote' | 'hybrid'>(),
    createdAt: createdAt(),
    sentUntil: timestamp('sent_until', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.createdAt, t.id),
    index('job_alerts_due_idx').on(t.sentUntil, t.userId),
  ],
);

/**
 * Decision 277 (0062): the skills the fit reads of a posting (its own list or those its title and
 * description name, must-haves first), kept per version of the posting (`posting_updated_at` is
 * its updated_at when they were read): recommendations score without reading texts.
 */
export const postingFitFeatures = pgTable('posting_fit_features', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobPostings.id, { onDelete: 'cascade' }),
  postingUpdatedAt: timestamp('posting_updated_at', { withTimezone: true }).notNull(),
  skills: jsonb('skills').$type<string[]>().notNull(),
});

/**
 * Decision 278 (0062): a job seeker's weekly mail of recommended jobs: on unless they turn it
 * off (a row is made on the first mail or choice), and the end of the last week it covered.
 */
export const seekerMailSettings = pgTable('seeker_mail_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  recommendations: boolean('recommendations').notNull().default(true),
  recommendationsSentUntil: timestamp('recommendations_sent_until', { withTimezone: true }),
  recommendationsLastSentAt: timestamp('recommendations_last_sent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Offers and their approvals (issue 41, decisions.md 20, 0043_offers.sql)

/** PostgreSQL bytea as a Buffer (PGlite answers a Uint8Array: copied into a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** application_events.offer_id / offer_action: an offer entry of the history (not a move). */
function offerEventColumns() {
  return {
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    offerAction: text('offer_action'),
  };
}

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    status: text('status').$type<OfferStatus>().notNull(),
    salaryAmount: numeric('salary_amount', { precision: 16, scale: 2 }).notNull(),
    salaryCurrency: text('salary_currency').notNull(),
    salaryPeriod: text('salary_period').$type<SalaryPeriod>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lang: text('lang').$type<'en' | 'ar'>().notNull(),
    letter: text('letter').notNull(),
    codeHash: text('code_hash'),
    createdByMemberId: uuid('created_by_member_id').references(() => companyMembers.id),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    signedName: text('signed_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
    letterSha256: text('letter_sha256'),
    signedPdf: bytea('signed_pdf'),
  },
  (t) => [
    uniqueIndex('offers_code_hash_idx')
      .on(t.codeHash)
      .where(sql`${t.codeHash} is not null`),
    index('offers_application_idx').on(t.applicationId, t.createdAt),
    index('offers_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

export const offerApprovals = pgTable(
  'offer_approvals',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => companyMembers.id),
    decision: text('decision').$type<'approved' | 'rejected'>(),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'offer_approvals_pkey', columns: [t.offerId, t.position] })],
);

export const offerLetterTemplates = pgTable(
  'offer_letter_templates',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    lang: text('lang').$type<'en' | 'ar'>().notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'offer_letter_templates_pkey', columns: [t.companyId, t.lang] })],
);

// Issue 41 (decisions.md 20, decision 271, migration 0058): posting approval. The company's
// approvers in order (no rows: publishing needs none), and each publish request with a copy of
// the chain it was made with.
export const postingApprovers = pgTable(
  'posting_approvers',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => companyMembers.id),
  },
  (t) => [primaryKey({ name: 'posting_approvers_pkey', columns: [t.companyId, t.position] })],
);

export type PostingApprovalStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';

export const postingApprovalRequests = pgTable(
  'posting_approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    status: text('status').$type<PostingApprovalStatus>().notNull(),
    requestedByMemberId: uuid('requested_by_member_id').references(() => companyMembers.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('posting_approval_requests_one_open_idx')
      .on(t.jobId)
      .where(sql`${t.status} = 'pending'`),
    index('posting_approval_requests_job_idx').on(t.jobId, t.requestedAt),
  ],
);

export const postingApprovalSteps = pgTable(
  'posting_approval_steps',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => postingApprovalRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => companyMembers.id),
    decision: text('decision').$type<'approved' | 'rejected'>(),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'posting_approval_steps_pkey', columns: [t.requestId, t.position] }),
    index('posting_approval_steps_member_open_idx')
      .on(t.memberId, t.requestId)
      .where(sql`${t.decision} is null`),
  ],
);
