// Issue 46: what a job alert looks for, in words ("React · IT and Software Development · Cairo ·
// Egypt"), for the alert mail and the jobs page. No messages and no zod here: the page loads it
// (the words for "any job" come from the caller's texts).
import type { Language } from '../plain/language';
import { countryList, professionalFields } from '../plain/profile';

const countryByCode = new Map(countryList.map((c) => [c.code, c]));

export interface AlertFilters {
  q: string | null;
  field: string | null;
  country: string | null;
  city: string | null;
}

export function alertDescription(alert: AlertFilters, lang: Language, anyJob: string): string {
  const country = alert.country ? countryByCode.get(alert.country) : undefined;
  const parts = [
    // Quotation marks as each language writes them (decision 254: «» in Arabic).
    alert.q ? (lang === 'ar' ? `«${alert.q}»` : `“${alert.q}”`) : null,
    alert.field ? professionalFields.labelOf(alert.field, lang) : null,
    alert.city,
    country ? (lang === 'ar' ? country.nameAr : country.name) : null,
  ].filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(' · ') : anyJob;
}
