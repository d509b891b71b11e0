// spec 3 (User) and spec 5 (Profile creation rules and messages): ONE schema for the profile form
// (web, react-hook-form resolver) and for PUT /api/user (server). Messages are message keys, see
// ./messages.ts. The response shapes (own/company view and the public view of decisions.md 5)
// live here too, so OpenAPI and the web app share them.
import { noBidiControls } from '../controlCharacters';
import { z } from 'zod';
import { recommendations } from '../interviews/schemas';
import { isiFlagsSchema, isiScaleKeys } from '../isi/types';
import { userApplicationSchema } from '../jobs/schemas';
import { limits } from '../limits';
import { nationalIdProblem, otherNationalIdRule, phoneE164 } from './identity';
import {
  expectedSalarySchema,
  noticePeriods,
  spokenLanguageSchema,
  spokenLanguagesSchema,
} from './seekerDetails';
import {
  faculties,
  hiringBodies,
  hlOfEdu,
  isCountryName,
  jobRoles,
  professionalFields,
  yearsOfExp,
} from './enums';

/** Caps this product adds against abuse; the spec sets no upper bound on these fields. */
export const profileLimits = {
  shortText: 120,
  longText: 2000,
  maxItems: 30,
  nationalIdPattern: /^\d{14}$/,
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A day that exists: Date.parse takes 2001-02-31 (as 3 March), so the day must come back. */
const isRealDate = (value: string) => {
  if (!isoDate.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

const text = (max: number = profileLimits.shortText) =>
  z.string().trim().max(max, { error: 'profile.tooLong' });
const requiredText = (message: string, max: number = profileLimits.shortText) =>
  text(max).min(1, { error: message });
/** A required date (YYYY-MM-DD, what an <input type="date"> gives). */
const requiredDate = (message: string) =>
  z
    .string()
    .trim()
    .min(1, { error: message })
    .refine((v) => v === '' || isRealDate(v), { error: 'profile.dateInvalid' });
const optionalDate = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isRealDate(v), { error: 'profile.dateInvalid' });
const choice = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.enum(values as [T, ...T[]], { error: message });
const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(profileLimits.maxItems, { error: 'profile.tooMany' });
/** Items keep their _id across edits; the server gives new items one. */
const itemId = z.string().max(64).optional();

/**
 * Issue 23: a range ends on or after its start. Checked only when both days are real dates (a
 * missing or malformed one has its own message), and said at the end date.
 */
function endNotBeforeStart(item: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  const { startDate, endDate } = item;
  if (isRealDate(startDate) && isRealDate(endDate) && endDate < startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'profile.endBeforeStart' });
  }
}

/**
 * Issue 46 (decision 245): a job the person holds now (`current`) has no end date; any other needs
 * one (spec 5's rule, kept for past jobs). A current job's end date is stored empty.
 */
function endDateUnlessCurrent(
  item: { endDate: string; current?: boolean | undefined },
  ctx: z.RefinementCtx,
) {
  if (!item.current && item.endDate.trim() === '') {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'profile.fieldRequired' });
  }
}

export const jobItemSchema = z
  .object({
    _id: itemId,
    jobtitle: requiredText('profile.fieldRequired'),
    role: choice(jobRoles.values, 'profile.fieldRequired'),
    hiringbody: choice(hiringBodies.values, 'profile.fieldRequired'),
    startDate: requiredDate('profile.fieldRequired'),
    endDate: optionalDate(),
    /** Issue 46: the person works here now. */
    current: z.boolean().optional(),
    description: text(profileLimits.longText),
  })
  // Said even while other fields of the job still have problems (the form shows every error).
  .superRefine(endDateUnlessCurrent, {
    when: (payload) => typeof (payload.value as { endDate?: unknown } | null)?.endDate === 'string',
  })
  .superRefine(endNotBeforeStart);

export const certificateItemSchema = z.object({
  _id: itemId,
  name: requiredText('profile.certNameRequired'),
  body: requiredText('profile.certBodyRequired'),
});

/** spec 5: internships have no validation (only length caps and date format). */
export const internshipItemSchema = z
  .object({
    _id: itemId,
    position: text(),
    place: text(),
    startDate: optionalDate(),
    endDate: optionalDate(),
    description: text(profileLimits.longText),
  })
  .superRefine(endNotBeforeStart);

export const generalSkillSchema = z.object({ name: requiredText('profile.generalSkillRequired') });
export const technicalSkillSchema = z.object({
  name: requiredText('profile.technicalSkillRequired'),
});

/** CV: a link to a file-sharing drive (https) or the URL of a PDF uploaded here. */
const cvLink = z
  .string()
  .trim()
  .min(1, { error: 'profile.cvRequired' })
  .max(500, { error: 'profile.tooLong' })
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/api\/files\/cv-[\w-]+\.pdf$/.test(v),
    {
      error: 'profile.cvInvalid',
    },
  );

const goals = z
  .string()
  .trim()
  .min(1, { error: 'profile.fieldRequired' })
  .max(limits.goalsMax, { error: 'profile.max150' });

/** A phone number that is blank is left to the field's own message; any other must be valid. */
function phoneHolds(phone: string, country: string): boolean {
  const trimmed = phone.trim();
  return trimmed.replace(/\D/g, '').length < phoneDigitsMin || phoneE164(trimmed, country) !== null;
}

/** Fewer digits than this is a blank phone field (a prefix such as +971 has at most 4). */
const phoneDigitsMin = 6;

function phoneAndCountryGiven(payload: unknown): boolean {
  const value = payload as { mobileNO?: unknown; country?: unknown } | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.mobileNO === 'string' &&
    typeof value.country === 'string'
  );
}

export const profileSchema = z
  .object({
    name: text()
      .min(limits.nameMin, { error: 'profile.nameRequired' })
      .refine(...noBidiControls),
    // Decision 139: any country's ID shape here; the rule of the chosen country is checked when
    // the profile is created (profileCreationSchema, and the server), as the ID stays locked.
    nationalID: z
      .string()
      .trim()
      .min(1, { error: 'profile.nationalIdRequired' })
      .refine((v) => v === '' || otherNationalIdRule.pattern.test(v), {
        error: 'profile.nationalIdOther',
      }),
    dateOfBirth: requiredDate('profile.birthDateRequired').refine(
      (v) => !isRealDate(v) || (v >= '1900-01-01' && Date.parse(v) <= Date.now()),
      { error: 'profile.birthDateInvalid' },
    ),
    address: requiredText('profile.addressRequired', 300),
    country: z
      .string()
      .trim()
      .refine((v) => isCountryName(v), { error: 'profile.countryRequired' }),
    // Decision 139: checked for the chosen country below (libphonenumber-js), stored in E.164.
    mobileNO: z
      .string()
      .trim()
      .max(30, { error: 'profile.phoneInvalid' })
      // Blank, or only the country's prefix: the spec's "required" message.
      .refine((v) => v.replace(/\D/g, '').length >= phoneDigitsMin, {
        error: 'profile.phoneRequired',
      })
      .refine((v) => /^\+?[\d ()-]+$/.test(v), { error: 'profile.phoneInvalid' }),
    wemail: z
      .string()
      .trim()
      .max(254, { error: 'profile.tooLong' })
      .refine((v) => v === '' || z.email().safeParse(v).success, {
        error: 'profile.emailInvalid',
      }),
    HLOfEdu: choice(hlOfEdu.values, 'profile.educationRequired'),
    faculty: choice(faculties.values, 'profile.facultyRequired'),
    otherf: text(),
    jobPosition: choice(professionalFields.values, 'profile.jobPositionRequired'),
    yearsOfExp: choice(yearsOfExp.values, 'profile.yearsRequired'),
    CV: cvLink,
    longTermGoals: goals,
    Motivation: goals,
    job: list(jobItemSchema),
    certificates: list(certificateItemSchema),
    internships: list(internshipItemSchema),
    generalSkills: list(generalSkillSchema),
    technicalSkills: list(technicalSkillSchema),
    // Issue 46 (decision 245): optional, so that a client of the spec's payload still saves.
    city: text().optional(),
    languages: spokenLanguagesSchema.optional(),
    expectedSalary: expectedSalarySchema.nullable().optional(),
    // '' is the form's unchosen select: stored as null.
    noticePeriod: z
      .union([noticePeriods.schema, z.literal('')])
      .nullable()
      .optional(),
  })
  .refine((value) => phoneHolds(value.mobileNO, value.country), {
    path: ['mobileNO'],
    message: 'profile.phoneInvalid',
    // Said even while other fields still have problems (the form shows every error at once).
    when: (payload) => phoneAndCountryGiven(payload.value),
  })
  .meta({ id: 'ProfileInput' });

/**
 * Decision 139: the creation form also checks the national ID by the chosen country (Egypt 14
 * digits, Saudi Arabia 10, the UAE 15; nationalIdRules), since it cannot be changed afterwards.
 */
export const profileCreationSchema = profileSchema.superRefine(
  (value, ctx) => {
    const problem = nationalIdProblem(value.country, value.nationalID);
    if (problem) ctx.addIssue({ code: 'custom', path: ['nationalID'], message: problem });
  },
  {
    // Said even while other fields still have problems, once both fields are filled in.
    when: (payload) => {
      const value = payload.value as { nationalID?: unknown; country?: unknown } | null;
      return (
        typeof value === 'object' &&
        value !== null &&
        typeof value.nationalID === 'string' &&
        value.nationalID.trim() !== '' &&
        typeof value.country === 'string' &&
        value.country !== ''
      );
    },
  },
);

/** What the form edits and PUT /api/user receives. */
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

/** spec 3 (Initial form): one empty job, certificate and internship, two of each skill. */
export const emptyJob = (): ProfileInput['job'][number] => ({
  jobtitle: '',
  role: '' as never,
  hiringbody: '' as never,
  startDate: '',
  endDate: '',
  description: '',
});
export const emptyCertificate = (): ProfileInput['certificates'][number] => ({
  name: '',
  body: '',
});
export const emptyInternship = (): ProfileInput['internships'][number] => ({
  position: '',
  place: '',
  startDate: '',
  endDate: '',
  description: '',
});
export const emptySkill = () => ({ name: '' });

export function initialProfileForm(): ProfileInput {
  return {
    name: '',
    nationalID: '',
    dateOfBirth: '',
    address: '',
    country: '',
    mobileNO: limits.defaultPhonePrefix,
    wemail: '',
    HLOfEdu: '' as never,
    faculty: '' as never,
    otherf: '',
    jobPosition: '' as never,
    yearsOfExp: '' as never,
    CV: '',
    longTermGoals: '',
    Motivation: '',
    job: [emptyJob()],
    certificates: [emptyCertificate()],
    internships: [emptyInternship()],
    generalSkills: [emptySkill(), emptySkill()],
    technicalSkills: [emptySkill(), emptySkill()],
    city: '',
    languages: [],
    expectedSalary: null,
    noticePeriod: null,
  };
}

// --- responses -------------------------------------------------------------------------------

const nullableText = z.string().nullable();
const score = z.number().int().nullable();
const isiShape = {
  iRes1: score,
  iRes2: score,
  ...(Object.fromEntries(isiScaleKeys.map((k) => [k, score])) as Record<
    (typeof isiScaleKeys)[number],
    typeof score
  >),
};

const storedJob = z.object({
  _id: z.string(),
  jobtitle: z.string(),
  role: z.string(),
  hiringbody: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Issue 46: held now (no end date); absent on jobs saved before. */
  current: z.boolean().optional(),
  description: z.string(),
});
const storedCertificate = z.object({ _id: z.string(), name: z.string(), body: z.string() });
const storedInternship = z.object({
  _id: z.string(),
  position: z.string(),
  place: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  description: z.string(),
});
const storedSkill = z.object({ name: z.string() });

/** decisions.md 5, GET public/user/{id}: only what a shareable page may show. */
export const publicUserSchema = z
  .object({
    _id: z.string(),
    name: nullableText,
    pic: nullableText,
    jobPosition: nullableText,
    yearsOfExp: nullableText,
    HLOfEdu: nullableText,
    faculty: nullableText,
    otherf: nullableText,
    generalSkills: z.array(storedSkill),
    technicalSkills: z.array(storedSkill),
    certificates: z.array(storedCertificate),
    internships: z.array(storedInternship),
    job: z.array(storedJob),
    dataComplete: z.boolean(),
    ...isiShape,
    /** Issue 46: the city and the languages spoken with their level. */
    city: nullableText.optional(),
    languages: z.array(spokenLanguageSchema).optional(),
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * GET user/{id}: the user sees everything; a company everything but nationalID, and the contact
 * details (decisions.md 13) only when the candidate shows them or applied to that company;
 * otherwise they are left out and contactHidden is true.
 */
export const userSchema = publicUserSchema
  .extend({
    email: z.string(),
    country: nullableText,
    address: nullableText.optional(),
    dateOfBirth: nullableText.optional(),
    nationalID: nullableText.optional(),
    mobileNO: nullableText.optional(),
    wemail: nullableText.optional(),
    CV: nullableText,
    longTermGoals: nullableText,
    Motivation: nullableText,
    /** To a company: the candidate keeps the contact details to themself. */
    contactHidden: z.boolean().optional(),
    /** Issue 46: the notice period (a `noticePeriods` value), or null. */
    noticePeriod: nullableText.optional(),
    /**
     * Issue 46 (decision 245): to the user themself, and to a company only when the person applied
     * to one of its postings themselves (privacy/salaryVisibility.ts); otherwise left out.
     */
    expectedSalary: expectedSalarySchema.nullable().optional(),
    /** To the user themself: their privacy settings. */
    discoverable: z.boolean().optional(),
    showContactDetails: z.boolean().optional(),
    /**
     * To a company only (decision 135): the response quality of the current result's attempt;
     * null without a result or for one from before the check existed.
     */
    isiFlags: isiFlagsSchema.nullable().optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** The contact details of decisions.md 13, hidden from companies unless shown or applied to. */
export const contactDetailFields = ['mobileNO', 'wemail', 'address', 'dateOfBirth'] as const;

/**
 * decisions.md 13 (setPrivacy): whether companies may find the job seeker in search (default on)
 * and see their contact details without an application (default off).
 */
export const privacySettingsSchema = z
  .object({ discoverable: z.boolean(), showContactDetails: z.boolean() })
  .meta({ id: 'PrivacySettings' });
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** PATCH user/uploadImg and the CV upload answer with the stored file's URL. */
export const uploadAnswerSchema = z.object({ url: z.string() }).meta({ id: 'UploadAnswer' });

/** spec 9: dates are displayed from their first 10 characters. */
export const displayDate = (value: string | null | undefined): string => (value ?? '').slice(0, 10);

/** GET user/export: everything the product keeps about the user. */
export const profileExportSchema = z
  .object({
    exportedAt: z.string(),
    account: z.object({
      _id: z.string(),
      email: z.string(),
      emailVerifiedAt: z.string().nullable(),
      language: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
    profile: userSchema,
    isiAttempts: z.array(
      z.object({
        _id: z.string(),
        createdAt: z.string(),
        answers: z.array(z.number()),
        ...isiShape,
      }),
    ),
    /** The user's job applications with their stage history. */
    applications: z.array(userApplicationSchema),
    /**
     * Decision 153: what companies wrote about the user (GDPR article 15: personal data about
     * them), on them as a candidate or on an application, with the company and the date; never
     * the member who wrote it.
     */
    companyNotes: z.array(
      z.object({
        company: z.object({ _id: z.string(), name: z.string().nullable() }),
        about: z.enum(['candidate', 'application']),
        jobTitle: z.string().nullable(),
        text: z.string(),
        createdAt: z.string(),
      }),
    ),
    /**
     * Decision 160: what interviewers wrote about the user on the scorecards of interviews for
     * their applications (GDPR article 15), as decision 153 exports notes: the company, the
     * posting, the interview's time, the ratings, recommendation and notes, and when it was
     * submitted; never the member who wrote it.
     */
    scorecards: z.array(
      z.object({
        company: z.object({ _id: z.string(), name: z.string().nullable() }),
        jobTitle: z.string(),
        interviewStartsAt: z.string(),
        ratings: z.array(z.object({ attribute: z.string(), score: z.number().int() })),
        recommendation: z.enum(recommendations),
        notes: z.string(),
        submittedAt: z.string(),
      }),
    ),
    /**
     * Issue 38 (decision 215): the companies' talent pools the user is in, with the pool's name and
     * the company's note, and when they were added; never the member who added them.
     */
    talentPools: z.array(
      z.object({
        company: z.object({ _id: z.string(), name: z.string().nullable() }),
        pool: z.string(),
        note: z.string(),
        addedAt: z.string(),
      }),
    ),
    /** Issue 38: the interviews of the user's applications (time, place, state); no interviewer. */
    interviews: z.array(
      z.object({
        company: z.object({ _id: z.string(), name: z.string().nullable() }),
        jobTitle: z.string(),
        startsAt: z.string(),
        durationMinutes: z.number().int(),
        timeZone: z.string(),
        location: z.string().nullable(),
        status: z.string(),
      }),
    ),
    /** Issue 38: the mails companies sent about the user's applications (the mail log). */
    mails: z.array(
      z.object({
        company: z.object({ _id: z.string(), name: z.string().nullable() }),
        jobTitle: z.string(),
        templateKey: z.string(),
        subject: z.string(),
        lang: z.string(),
        status: z.string(),
        queuedAt: z.string(),
        sentAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ProfileExport' });
