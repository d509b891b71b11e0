// spec 3 (Enumerations): the values stored and sent are the spec's English strings; each has an
// Arabic label for display. The values, labels and countries live in the zod-free
// plain/profile.ts (one source of truth, which the job pages import without zod, decision 156);
// this module re-exports them and adds each enumeration's schema, built from the same values.
// Company search filters import these same lists.
import { z } from 'zod';
import * as plain from '../plain/profile';
import type { PlainEnumeration } from '../plain/profile';

export {
  countryLabel,
  countryList,
  countryOptions,
  isCountryName,
  type Country,
  type Faculty,
  type HiringBody,
  type HLOfEdu,
  type JobRole,
  type Option,
  type PlainEnumeration,
  type ProfessionalField,
  type YearsOfExp,
} from '../plain/profile';

export interface Enumeration<T extends string> extends PlainEnumeration<T> {
  schema: z.ZodEnum<{ [K in T]: K }>;
}

function withSchema<const T extends string>(enumeration: PlainEnumeration<T>): Enumeration<T> {
  return {
    ...enumeration,
    schema: z.enum(enumeration.values as unknown as [T, ...T[]]) as unknown as z.ZodEnum<{
      [K in T]: K;
    }>,
  };
}

export const hlOfEdu = withSchema(plain.hlOfEdu);
export const yearsOfExp = withSchema(plain.yearsOfExp);
export const jobRoles = withSchema(plain.jobRoles);
export const hiringBodies = withSchema(plain.hiringBodies);
export const faculties = withSchema(plain.faculties);
export const professionalFields = withSchema(plain.professionalFields);
