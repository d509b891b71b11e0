// Decision 139 (issue 23): identity follows the country. One table of national ID rules; phone
// numbers checked for the chosen country and written in E.164.
import { describe, expect, it } from 'vitest';
import { translate } from '../messages';
import {
  countryCodeOf,
  nationalIdProblem,
  nationalIdRuleOf,
  phoneE164,
  phonePrefixOf,
} from './identity';
import { initialProfileForm, profileCreationSchema, profileSchema } from './schema';

describe('national ID by country', () => {
  it('asks Egypt for 14 digits, Saudi Arabia for 10, the UAE for 15', () => {
    expect(nationalIdProblem('Egypt', '29901011234567')).toBeNull();
    expect(nationalIdProblem('Egypt', '2990101123456')).toBe('profile.nationalIdEG');
    expect(nationalIdProblem('Saudi Arabia', '1012345678')).toBeNull();
    expect(nationalIdProblem('Saudi Arabia', '29901011234567')).toBe('profile.nationalIdSA');
    expect(nationalIdProblem('United Arab Emirates', '784199012345678')).toBeNull();
    expect(nationalIdProblem('United Arab Emirates', '1012345678')).toBe('profile.nationalIdAE');
  });

  it('takes a sane length elsewhere', () => {
    expect(nationalIdRuleOf('France').message).toBe('profile.nationalIdOther');
    expect(nationalIdProblem('France', 'AB123456')).toBeNull();
    expect(nationalIdProblem('France', '1234')).toBe('profile.nationalIdOther');
    expect(nationalIdProblem('France', 'x'.repeat(21))).toBe('profile.nationalIdOther');
  });

  it('says each rule in English and Arabic', () => {
    for (const key of [
      'profile.nationalIdEG',
      'profile.nationalIdSA',
      'profile.nationalIdAE',
      'profile.nationalIdOther',
      'profile.phoneInvalid',
    ]) {
      expect(translate(key, 'en')).not.toBe(key);
      expect(translate(key, 'ar')).not.toBe(key);
      expect(translate(key, 'ar')).not.toBe(translate(key, 'en'));
    }
  });
});

describe('phone numbers by country', () => {
  it('knows the prefix of the chosen country', () => {
    expect(countryCodeOf('Egypt')).toBe('EG');
    expect(phonePrefixOf('Egypt')).toBe('+20 ');
    expect(phonePrefixOf('Saudi Arabia')).toBe('+966 ');
    expect(phonePrefixOf('United Arab Emirates')).toBe('+971 ');
    expect(phonePrefixOf('Nowhere')).toBeNull();
  });

  it('writes valid numbers in E.164, national or international, and refuses invalid ones', () => {
    expect(phoneE164('+20 101 234 5678', 'Egypt')).toBe('+201012345678');
    expect(phoneE164('01012345678', 'Egypt')).toBe('+201012345678');
    expect(phoneE164('050 123 4567', 'United Arab Emirates')).toBe('+971501234567');
    expect(phoneE164('+966 50 123 4567', 'Egypt')).toBe('+966501234567');
    expect(phoneE164('+20 12', 'Egypt')).toBeNull();
    // The numbering plan, not only the length (issue 38): the full metadata outside the browser.
    expect(phoneE164('+20 10012345', 'Egypt')).toBeNull();
    expect(phoneE164('+20 1001234567', 'Egypt')).toBe('+201001234567');
    expect(phoneE164('12', 'Saudi Arabia')).toBeNull();
  });
});

describe('the profile schemas', () => {
  const filled = () => ({
    ...initialProfileForm(),
    name: 'Sara Ali',
    nationalID: '784199012345678',
    dateOfBirth: '1990-01-01',
    address: 'Dubai Marina',
    country: 'United Arab Emirates',
    mobileNO: '+971 50 123 4567',
  });
  const issuesOf = (schema: typeof profileSchema, value: unknown) =>
    Object.fromEntries(
      (schema.safeParse(value).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );

  it('checks the phone for the chosen country', () => {
    expect(issuesOf(profileSchema, filled()).mobileNO).toBeUndefined();
    expect(issuesOf(profileSchema, { ...filled(), mobileNO: '+971 1234' }).mobileNO).toBe(
      'profile.phoneInvalid',
    );
  });

  it('checks the national ID by country only at creation', () => {
    expect(issuesOf(profileCreationSchema, filled()).nationalID).toBeUndefined();
    const egyptianId = { ...filled(), nationalID: '29901011234567' };
    expect(issuesOf(profileCreationSchema, egyptianId).nationalID).toBe('profile.nationalIdAE');
    // A person who moved keeps the ID of their first country: the edit form takes it.
    expect(issuesOf(profileSchema, egyptianId).nationalID).toBeUndefined();
  });
});
