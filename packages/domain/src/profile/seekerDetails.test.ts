import { describe, expect, it } from 'vitest';
import { jobItemSchema } from './schema';
import { expectedSalarySchema, salaryText, spokenLanguagesSchema } from './seekerDetails';

const job = {
  jobtitle: 'Accountant',
  role: 'Executive',
  hiringbody: 'Private Business',
  startDate: '2022-01-01',
  endDate: '',
  description: '',
};

describe('issue 46 profile details', () => {
  it('a current job needs no end date; a past one does (spec 5)', () => {
    expect(jobItemSchema.safeParse({ ...job, current: true }).success).toBe(true);
    const past = jobItemSchema.safeParse(job);
    expect(past.success).toBe(false);
    expect(past.error?.issues[0]).toMatchObject({
      path: ['endDate'],
      message: 'profile.fieldRequired',
    });
  });

  it('languages once each, with a level', () => {
    expect(spokenLanguagesSchema.safeParse([{ language: 'ar', level: 'native' }]).success).toBe(
      true,
    );
    expect(
      spokenLanguagesSchema.safeParse([
        { language: 'ar', level: 'native' },
        { language: 'ar', level: 'basic' },
      ]).success,
    ).toBe(false);
    expect(spokenLanguagesSchema.safeParse([{ language: 'ar' }]).success).toBe(false);
  });

  it('a salary is a whole positive monthly amount in a known currency, written per language', () => {
    expect(expectedSalarySchema.safeParse({ amount: 12.5, currency: 'EGP' }).success).toBe(false);
    expect(expectedSalarySchema.safeParse({ amount: 0, currency: 'EGP' }).success).toBe(false);
    expect(salaryText({ amount: 15000, currency: 'SAR' }, 'en')).toBe('15,000 SAR a month');
    expect(salaryText({ amount: 15000, currency: 'SAR' }, 'ar')).toContain('ريال سعودي');
  });
});
