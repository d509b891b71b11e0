// The fields of a profile as the API sends them (the domain's publicUserSchema and userSchema)
// and the users column each comes from: one table for the objects built in Node (toUser,
// toPublicUser) and for the JSON that the database builds for GET user/{id} (decision 106).
import { sql, type SQL } from 'drizzle-orm';
import type { contactDetailFields, PublicUser, User } from '@talentpool/domain/profile/schema';
import { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
export type FieldTable = Readonly<Record<string, keyof UserRow>>;

/** decisions.md 5: the fields anyone may see on a shareable page. */
export const publicUserFields = {
  _id: 'id',
  name: 'name',
  pic: 'pic',
  jobPosition: 'jobPosition',
  yearsOfExp: 'yearsOfExp',
  HLOfEdu: 'hlOfEdu',
  faculty: 'faculty',
  otherf: 'otherf',
  generalSkills: 'generalSkills',
  technicalSkills: 'technicalSkills',
  certificates: 'certificates',
  internships: 'internships',
  job: 'jobs',
  dataComplete: 'dataComplete',
  iRes1: 'iRes1',
  iRes2: 'iRes2',
  flt: 'flt',
  frt: 'frt',
  brt: 'brt',
  blt: 'blt',
  flp: 'flp',
  frp: 'frp',
  brp: 'brp',
  blp: 'blp',
  // Issue 46.
  city: 'city',
  languages: 'languages',
} as const satisfies Record<keyof PublicUser, keyof UserRow>;

/** decisions.md 13: the contact details, shown to a company only as the candidate allows. */
export const contactViewFields = {
  address: 'address',
  dateOfBirth: 'dateOfBirth',
  mobileNO: 'mobileNo',
  wemail: 'wemail',
} as const satisfies Record<(typeof contactDetailFields)[number], keyof UserRow>;

/** What a company sees of any candidate: everything but nationalID and the contact details. */
export const companyBaseViewFields = {
  ...publicUserFields,
  email: 'email',
  country: 'country',
  CV: 'cv',
  longTermGoals: 'longTermGoals',
  Motivation: 'motivation',
  // Issue 46.
  noticePeriod: 'noticePeriod',
} as const;

/**
 * Issue 46 (decision 245): the expected salary, shown to a company only when the person applied to
 * it themselves (privacy/salaryVisibility.ts), never by showContactDetails.
 */
export const salaryViewFields = { expectedSalary: 'expectedSalary' } as const;

/** What a company sees of its own applicants, and of a candidate who shows contact details. */
export const companyViewFields = {
  ...companyBaseViewFields,
  ...contactViewFields,
} as const satisfies Record<
  Exclude<
    keyof User,
    | 'nationalID'
    | 'contactHidden'
    | 'discoverable'
    | 'showContactDetails'
    | 'isiFlags'
    | 'expectedSalary'
  >,
  keyof UserRow
>;

/** What the user sees of their own profile: everything, with their privacy settings. */
export const ownerViewFields = {
  ...companyViewFields,
  nationalID: 'nationalId',
  discoverable: 'discoverable',
  showContactDetails: 'showContactDetails',
  ...salaryViewFields,
} as const satisfies Record<Exclude<keyof User, 'contactHidden' | 'isiFlags'>, keyof UserRow>;

type Picked<T extends FieldTable> = { -readonly [K in keyof T]: UserRow[T[K]] };

/** The object of these fields, read from a users row. */
export function pickFields<T extends FieldTable>(fields: T, row: UserRow): Picked<T> {
  const picked: Record<string, unknown> = {};
  for (const [field, property] of Object.entries(fields)) picked[field] = row[property];
  return picked as Picked<T>;
}

/**
 * The same object as JSON text, built by the database from the users row of the query:
 * json_build_object renders text, numbers, booleans, null and the JSONB lists as JSON.parse
 * gives them back from pickFields' values.
 */
export function jsonFieldsOf(fields: FieldTable): SQL<string> {
  const pairs = Object.entries(fields).map(
    // Field names are this module's own constants, never input.
    ([field, property]) => sql`${sql.raw(`'${field}'`)}, ${users[property]}`,
  );
  return sql<string>`json_build_object(${sql.join(pairs, sql`, `)})::text`;
}
