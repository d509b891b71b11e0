// decisions.md 8 and issue 23 (decision 139): identity follows the country. One table of
// national ID rules by ISO 3166-1 alpha-2 code (Egypt 14 digits as the spec, Saudi Arabia 10,
// the UAE 15), a sane length for every other country; phone numbers are checked for the chosen
// country with libphonenumber-js and stored in E.164.
// '#phone-library' (packages/domain/package.json imports, decision 206): the full numbering-plan
// metadata wherever the code runs on the server or in tests, the small length-only one in the
// browser bundle; the server's answer is the rule.
import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from '#phone-library';
import { countryList } from './enums';

export interface NationalIdRule {
  pattern: RegExp;
  /** The message key said when the ID does not follow the rule. */
  message: string;
}

/** Countries with a known national ID format; the keys are ISO 3166-1 alpha-2 codes. */
export const nationalIdRules: Readonly<Record<string, NationalIdRule>> = {
  // Egypt: the 14-digit national number (spec 5).
  EG: { pattern: /^\d{14}$/, message: 'profile.nationalIdEG' },
  // Saudi Arabia: the 10-digit national ID (1...) or iqama (2...).
  SA: { pattern: /^[12]\d{9}$/, message: 'profile.nationalIdSA' },
  // The UAE: the 15-digit Emirates ID, starting with 784.
  AE: { pattern: /^784\d{12}$/, message: 'profile.nationalIdAE' },
};

/** Any other country: 5 to 20 letters or digits (passport and ID numbers of the world fit). */
export const otherNationalIdRule: NationalIdRule = {
  pattern: /^[A-Za-z0-9]{5,20}$/,
  message: 'profile.nationalIdOther',
};

const codeByName = new Map(countryList.map((c) => [c.name, c.code]));

/** The ISO 3166-1 alpha-2 code of a stored country name, or null. */
export function countryCodeOf(name: string): string | null {
  return codeByName.get(name) ?? null;
}

export function nationalIdRuleOf(countryName: string): NationalIdRule {
  const code = countryCodeOf(countryName);
  return (code && nationalIdRules[code]) || otherNationalIdRule;
}

/** The message key of a national ID that does not follow its country's rule; null when it does. */
export function nationalIdProblem(countryName: string, nationalId: string): string | null {
  const rule = nationalIdRuleOf(countryName);
  return rule.pattern.test(nationalId.trim()) ? null : rule.message;
}

/** The phone prefix of a country (`+971 `), or null when the library does not know it. */
export function phonePrefixOf(countryName: string): string | null {
  const code = countryCodeOf(countryName);
  if (!code) return null;
  try {
    return `+${getCountryCallingCode(code as CountryCode)} `;
  } catch {
    return null;
  }
}

/**
 * The number in E.164 (`+971501234567`) when it is a valid number: written internationally (any
 * country), or nationally for the chosen country. Null otherwise.
 */
export function phoneE164(value: string, countryName: string): string | null {
  const code = countryCodeOf(countryName);
  const parsed = parsePhoneNumberFromString(value.trim(), (code ?? undefined) as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}
