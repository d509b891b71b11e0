import { describe, expect, it } from 'vitest';
import {
  countryLabel,
  countryList,
  countryOptions,
  faculties,
  hiringBodies,
  hlOfEdu,
  isCountryName,
  jobRoles,
  professionalFields,
  yearsOfExp,
} from './enums';

describe('profile enumerations (spec 3)', () => {
  it('has the spec counts', () => {
    expect(hlOfEdu.values).toHaveLength(4);
    expect(yearsOfExp.values).toEqual(['<2 years', '2-5 years', '6-10 years', '>10 years']);
    expect(jobRoles.values).toHaveLength(6);
    expect(hiringBodies.values).toHaveLength(4);
    expect(faculties.values).toHaveLength(28);
    expect(professionalFields.values).toHaveLength(52);
  });

  it('labels every value in Arabic, different from the English', () => {
    for (const e of [hlOfEdu, yearsOfExp, jobRoles, hiringBodies, faculties, professionalFields]) {
      for (const option of e.options('ar')) expect(option.label).not.toBe(option.value);
      const plain = e.values[1] ?? e.values[0];
      expect(e.labelOf(plain, 'en')).toBe(plain);
    }
  });

  it('reads "Freelancer" in English, the spec\'s stored value kept (issue 46)', () => {
    expect(hiringBodies.values[0]).toBe('Free Lancer');
    expect(hiringBodies.labelOf('Free Lancer', 'en')).toBe('Freelancer');
    expect(hiringBodies.options('en')[0]).toEqual({ value: 'Free Lancer', label: 'Freelancer' });
  });

  it('lists the world countries with English and Arabic names', () => {
    expect(countryList.length).toBeGreaterThanOrEqual(195);
    expect(isCountryName('Egypt')).toBe(true);
    expect(countryLabel('Egypt', 'ar')).toBe('مصر');
    expect(countryOptions('ar').find((o) => o.value === 'Egypt')?.label).toBe('مصر');
    expect(new Set(countryList.map((c) => c.name)).size).toBe(countryList.length);
  });
});
