import { describe, expect, it } from 'vitest';
import { companyInputSchema, isPhoneNumber, isWebUrl, todayIso } from './schema';
import { searchTextOf, searchTermsOf } from './search';

const valid = {
  companyName: 'Acme',
  companyAddress: '5 Nile St., Cairo',
  companyPhone: '+20 2 2345 6789',
  industry: 'Trading',
  country: 'Egypt',
  URL: '',
  facebook: '',
  linkedin: '',
  instagram: '',
  companySize: '<10',
  legalEntity: 'Cooperative',
  olegalEntity: '',
  commercialRegistrationNumber: '123',
  registrationYear: '2001-01-01',
  contactPersonData_FullName: 'Laila',
  contactPersonData_IDNumber: '1',
  contactPersonData_PositionInTheCompany: 'CEO',
  contactPersonData_mobileNumber: '01001234567',
  contactPersonData_emailAddress: 'laila@example.com',
};

const messagesOf = (value: unknown) => {
  const result = companyInputSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('company schema', () => {
  it('accepts a complete company with empty social accounts', () => {
    expect(companyInputSchema.safeParse(valid).success).toBe(true);
  });

  it('lets the first form leave what posting a job does not need (decision 253)', () => {
    const later = {
      ...valid,
      commercialRegistrationNumber: '',
      registrationYear: '',
      contactPersonData_IDNumber: '',
    };
    expect(messagesOf(later)).toEqual({});
    const { commercialRegistrationNumber, registrationYear, contactPersonData_IDNumber, ...rest } =
      later;
    expect([commercialRegistrationNumber, registrationYear, contactPersonData_IDNumber]).toEqual([
      '',
      '',
      '',
    ]);
    expect(messagesOf(rest)).toEqual({});
    // Given, they are still checked.
    expect(messagesOf({ ...valid, registrationYear: '3001-01-01' })).toEqual({
      registrationYear: 'company.registrationYearFuture',
    });
    expect(messagesOf({ ...valid, registrationYear: '2001-13' })).toEqual({
      registrationYear: 'company.registrationYearInvalid',
    });
  });

  it('checks phone numbers: 7 to 15 digits, + only in front', () => {
    expect(isPhoneNumber('+20 (2) 2345-6789')).toBe(true);
    expect(isPhoneNumber('1234567')).toBe(true);
    expect(isPhoneNumber('123456')).toBe(false);
    expect(isPhoneNumber('1234567890123456')).toBe(false);
    expect(isPhoneNumber('20+1234567')).toBe(false);
    expect(isPhoneNumber('call 1234567')).toBe(false);
  });

  it('checks web addresses: http(s) with a dotted host only', () => {
    expect(isWebUrl('https://www.example.com/about?x=1')).toBe(true);
    expect(isWebUrl('http://example.co.uk')).toBe(true);
    expect(isWebUrl('https://مثال.مصر')).toBe(true);
    expect(isWebUrl('example.com')).toBe(false);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('ftp://example.com')).toBe(false);
    expect(isWebUrl('https://localhost')).toBe(false);
  });

  it('refuses a registration date in the future, or not a date', () => {
    const tomorrow = todayIso(new Date(Date.now() + 86_400_000));
    expect(messagesOf({ ...valid, registrationYear: tomorrow })).toEqual({
      registrationYear: 'company.registrationYearFuture',
    });
    expect(messagesOf({ ...valid, registrationYear: todayIso() })).toEqual({});
    expect(messagesOf({ ...valid, registrationYear: '01/02/2003' }).registrationYear).toBe(
      'company.registrationYearInvalid',
    );
  });

  it('asks for olegalEntity only with Other', () => {
    expect(messagesOf({ ...valid, legalEntity: 'Other' })).toEqual({
      olegalEntity: 'company.otherLegalEntityRequired',
    });
    expect(messagesOf({ ...valid, legalEntity: 'Other', olegalEntity: 'Trust' })).toEqual({});
  });

  it('keys every message for translation', () => {
    const keys = Object.values(messagesOf({}));
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(key).toMatch(/^company\./);
  });
});

describe('search text and terms', () => {
  it('joins name, skills and job titles in lower case', () => {
    expect(
      searchTextOf({
        name: ' Salma Hassan ',
        generalSkills: [{ name: 'Teamwork' }],
        technicalSkills: [{ name: 'React' }, { name: '' }],
        job: [{ jobtitle: 'Data Analyst' }],
      }),
    ).toBe('salma hassan teamwork react data analyst');
  });

  it('splits a query into at most six lower-case words', () => {
    expect(searchTermsOf('  React   DEVELOPER ')).toEqual(['react', 'developer']);
    expect(searchTermsOf('a b c d e f g h')).toHaveLength(6);
    expect(searchTermsOf(undefined)).toEqual([]);
  });
});
