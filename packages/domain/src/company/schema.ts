// spec 3 (Company) and spec 7 (PUT company, GET company/{id}): one schema for the company form in
// the browser and the PUT body on the server. Messages are keys of ./messages.ts.
import { noBidiControls } from '../controlCharacters';
import { z } from 'zod';
import { isCountryName, professionalFields } from '../profile/enums';

/** spec 3 (Enumerations): company size. */
export const companySizes = ['<10', '>10', '>50', '>100', '>300', '>500'] as const;
/** spec 3 (Enumerations): legal entity. 'Other' asks for olegalEntity ("if other, specify"). */
export const legalEntities = [
  'Corporation',
  'Cooperative',
  'Partnerships',
  'Sole Traders',
  'Limited Liability Company',
  'Non registered',
] as const;
export const otherLegalEntity = 'Other';
export const legalEntityChoices = [...legalEntities, otherLegalEntity] as const;

export type CompanySize = (typeof companySizes)[number];
export type LegalEntityChoice = (typeof legalEntityChoices)[number];

const textMax = 200;
const required = (key: string, max = textMax) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'company.tooLong');

/** A phone number: digits with an optional leading +, spaces, dashes and brackets; 7 to 15 digits. */
const phonePattern = /^\+?[0-9\s()-]+$/;
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return phonePattern.test(value) && digits >= 7 && digits <= 15;
}
const phone = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .min(1, key)
    .max(30, 'company.phoneInvalid')
    .refine(isPhoneNumber, 'company.phoneInvalid');

/** An http(s) address with a dotted host name (the domain has no URL class: it runs anywhere). */
const webUrlPattern = /^https?:\/\/([\p{L}\p{N}-]+\.)+[\p{L}]{2,}(:\d{1,5})?([/?#][^\s]*)?$/iu;
export function isWebUrl(value: string): boolean {
  return webUrlPattern.test(value);
}
/** An optional web address: empty is allowed, anything else must be an http(s) URL. */
const optionalUrl = z
  .string()
  .trim()
  .max(500, 'company.tooLong')
  .refine((v) => v === '' || isWebUrl(v), 'company.urlInvalid')
  .optional()
  .default('');

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** Today as YYYY-MM-DD; with `now` given, for tests. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
export const earliestRegistrationYear = '1800-01-01';

export const companyInputSchema = z
  .object({
    companyName: required('company.nameRequired').refine(...noBidiControls),
    companyAddress: required('company.addressRequired', 300),
    companyPhone: phone('company.phoneRequired'),
    // The industry is one of the professional fields (spec 3), as on the user profile.
    industry: z.enum(professionalFields.values, { error: 'company.industryRequired' }),
    country: required('company.countryRequired', 100).refine(
      isCountryName,
      'company.countryRequired',
    ),
    URL: optionalUrl,
    facebook: optionalUrl,
    linkedin: optionalUrl,
    instagram: optionalUrl,
    companySize: z.enum(companySizes, { error: 'company.sizeRequired' }),
    legalEntity: z.enum(legalEntityChoices, { error: 'company.legalEntityRequired' }),
    olegalEntity: z.string().trim().max(100, 'company.tooLong').optional().default(''),
    // Issue 46 (decision 253): the registration number, its date and the contact person's ID are
    // not needed to post a job: the first form may leave them empty, to be given later.
    commercialRegistrationNumber: z
      .string()
      .trim()
      .max(50, 'company.tooLong')
      .optional()
      .default(''),
    registrationYear: z
      .string()
      .trim()
      .refine((v) => v === '' || isoDate.test(v), 'company.registrationYearInvalid')
      .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), 'company.registrationYearInvalid')
      .refine((v) => v === '' || v >= earliestRegistrationYear, 'company.registrationYearInvalid')
      .refine((v) => v === '' || v <= todayIso(), 'company.registrationYearFuture')
      .optional()
      .default(''),
    contactPersonData_FullName: required('company.contactNameRequired', 100),
    contactPersonData_IDNumber: z.string().trim().max(30, 'company.tooLong').optional().default(''),
    contactPersonData_PositionInTheCompany: required('company.contactPositionRequired', 100),
    contactPersonData_mobileNumber: phone('company.contactMobileRequired'),
    contactPersonData_emailAddress: z
      .string({ error: 'company.contactEmailRequired' })
      .trim()
      .min(1, 'company.contactEmailRequired')
      .max(254, 'company.contactEmailInvalid')
      .pipe(z.email('company.contactEmailInvalid')),
    // spec 3: both are sent empty by the form; accepted and not stored.
    contactPersonData_availableServices: z
      .union([z.string().max(500), z.array(z.string().max(100)).max(20)])
      .optional(),
    contactPersonData_subscriptionOptions: z
      .union([z.string().max(500), z.array(z.string().max(100)).max(20)])
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.legalEntity === otherLegalEntity && value.olegalEntity.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['olegalEntity'],
        message: 'company.otherLegalEntityRequired',
      });
    }
  })
  .meta({ id: 'CompanyForm' });

export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyData = z.output<typeof companyInputSchema>;

/** GET company/{id} and the answer of PUT company: the spec's field names. */
export const companySchema = z
  .object({
    _id: z.uuid(),
    email: z.string(),
    companyName: z.string(),
    companyAddress: z.string(),
    companyPhone: z.string(),
    industry: z.string(),
    country: z.string(),
    URL: z.string(),
    facebook: z.string(),
    linkedin: z.string(),
    instagram: z.string(),
    companySize: z.string(),
    legalEntity: z.string(),
    olegalEntity: z.string(),
    commercialRegistrationNumber: z.string(),
    registrationYear: z.string(),
    contactPersonData_FullName: z.string(),
    contactPersonData_IDNumber: z.string(),
    contactPersonData_PositionInTheCompany: z.string(),
    contactPersonData_mobileNumber: z.string(),
    contactPersonData_emailAddress: z.string(),
    contactPersonData_availableServices: z.string(),
    contactPersonData_subscriptionOptions: z.string(),
    /** Address of the company picture (GET /api/files/{key}), or null. */
    pic: z.string().nullable(),
    dataComplete: z.boolean(),
    outvalue: z.string(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof companySchema>;

/** The empty company form: every field the form edits, blank. */
export const emptyCompanyInput: Required<
  Omit<
    CompanyInput,
    'contactPersonData_availableServices' | 'contactPersonData_subscriptionOptions'
  >
> = {
  companyName: '',
  companyAddress: '',
  companyPhone: '',
  industry: '' as CompanyData['industry'],
  country: '',
  URL: '',
  facebook: '',
  linkedin: '',
  instagram: '',
  companySize: '' as CompanySize,
  legalEntity: '' as LegalEntityChoice,
  olegalEntity: '',
  commercialRegistrationNumber: '',
  registrationYear: '',
  contactPersonData_FullName: '',
  contactPersonData_IDNumber: '',
  contactPersonData_PositionInTheCompany: '',
  contactPersonData_mobileNumber: '',
  contactPersonData_emailAddress: '',
};
