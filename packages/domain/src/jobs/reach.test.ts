// Issue 25 (decision 126): the posting's salary, deadline and employment type rules.
import { describe, expect, it } from 'vitest';
import { translate } from '../messages';
import { currencyCodes, formatSalary, isCurrencyCode, isOpenPosting } from './reach';
import { jobBoardQuerySchema, postingInputSchema } from './schemas';

const base = {
  title: 'Planner',
  description: 'Plans.',
  workplace: 'onsite',
  country: 'EG',
  field: 'Trading',
  requirement: { kind: 'findboss', items: [0] },
};

function fieldsOf(body: Record<string, unknown>) {
  const parsed = postingInputSchema.safeParse({ ...base, ...body });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('posting reach rules', () => {
  it('knows the ISO 4217 codes in use and nothing else', () => {
    expect(isCurrencyCode('EGP')).toBe(true);
    expect(isCurrencyCode('SAR')).toBe(true);
    expect(isCurrencyCode('XDR')).toBe(false);
    expect(isCurrencyCode('egp')).toBe(false);
    expect(new Set(currencyCodes).size).toBe(currencyCodes.length);
  });

  it('takes a salary range, upper-casing the currency, visible by default', () => {
    const parsed = postingInputSchema.parse({
      ...base,
      salary: { min: 100, max: 200, currency: 'usd', period: 'week' },
    });
    expect(parsed.salary).toEqual({
      min: 100,
      max: 200,
      currency: 'USD',
      period: 'week',
      visible: true,
    });
    expect(parsed.employmentType).toBe('fullTime');
  });

  it('refuses a range upside down, a made-up currency, a past deadline', () => {
    expect(
      fieldsOf({
        salary: { min: 200, max: 100, currency: 'ABC', period: 'month' },
        applicationDeadline: '2020-01-01T00:00:00Z',
      }),
    ).toEqual({
      'salary.max': 'jobs.salaryMaxBelowMin',
      'salary.currency': 'jobs.currencyInvalid',
      applicationDeadline: 'jobs.deadlinePast',
    });
    expect(translate('jobs.deadlinePast', 'ar')).toBe(
      'يجب أن يكون الموعد النهائي للتقديم في المستقبل',
    );
  });

  it('reads a published posting past its deadline as closed', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(isOpenPosting('published', null, now)).toBe(true);
    expect(isOpenPosting('published', '2026-11-25T12:00:01Z', now)).toBe(true);
    expect(isOpenPosting('published', '2026-11-25T12:00:00Z', now)).toBe(false);
    expect(isOpenPosting('closed', null, now)).toBe(false);
    expect(isOpenPosting('draft', '2030-01-01T00:00:00Z', now)).toBe(false);
  });

  it('writes a salary in both languages', () => {
    const salary = { min: 12000, max: 18000, currency: 'EGP', period: 'month' as const };
    expect(formatSalary(salary, 'en', 'per month')).toMatch(
      /^EGP\s?12,000(\.00)? – EGP\s?18,000(\.00)? per month$/,
    );
    expect(formatSalary({ ...salary, max: null }, 'ar', 'في الشهر')).toContain('12,000');
  });

  it('filters the board by employment type and a shown salary', () => {
    expect(
      jobBoardQuerySchema.parse({ employmentType: 'contract', hasSalary: 'true' }),
    ).toMatchObject({
      employmentType: 'contract',
      hasSalary: true,
    });
    expect(jobBoardQuerySchema.parse({ hasSalary: '' }).hasSalary).toBeUndefined();
    expect(jobBoardQuerySchema.safeParse({ hasSalary: 'yes' }).success).toBe(false);
  });
});
