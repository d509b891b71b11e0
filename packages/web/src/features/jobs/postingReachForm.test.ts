// Issue 25 (decision 126): the posting form's employment type, salary and deadline: what is
// sent, what a saved posting fills in, and each error at its own field in English and Arabic.
import { describe, expect, it } from 'vitest';
import type { Posting } from '@talentpool/domain/jobs/schemas';
import { boardFormOf, boardUrlParams, emptyBoardForm } from './boardParams';
import {
  deadlineOf,
  emptyPostingForm,
  fieldKeyOf,
  formOfPosting,
  inputOfForm,
  localDateOf,
  validatePostingForm,
  type PostingForm,
} from './postingForm';

const filled: PostingForm = {
  ...emptyPostingForm,
  title: 'Planner',
  description: 'Plans.',
  workplace: 'onsite',
  country: 'EG',
  city: 'Cairo',
  field: 'Trading',
  items: { findboss: [0, 1], jobmatch: [] },
};

const nextYear = new Date().getFullYear() + 1;

describe('posting form: employment type, salary and deadline', () => {
  it('sends no salary unless asked, and full time by default', () => {
    const input = inputOfForm(filled);
    expect(input).toMatchObject({
      employmentType: 'fullTime',
      salary: null,
      applicationDeadline: null,
    });
  });

  it('sends the salary as numbers and the deadline as the end of that local day', () => {
    const input = inputOfForm({
      ...filled,
      employmentType: 'contract',
      salaryGiven: true,
      salaryMin: '12,000',
      salaryMax: ' 18000.5 ',
      salaryCurrency: 'EGP',
      salaryPeriod: 'month',
      salaryVisible: false,
      deadline: `${nextYear}-03-31`,
    });
    expect(input.salary).toEqual({
      min: 12000,
      max: 18000.5,
      currency: 'EGP',
      period: 'month',
      visible: false,
    });
    const deadline = new Date(String(input.applicationDeadline));
    expect([deadline.getFullYear(), deadline.getMonth(), deadline.getDate()]).toEqual([
      nextYear,
      2,
      31,
    ]);
    expect([deadline.getHours(), deadline.getMinutes()]).toEqual([23, 59]);
    expect(validatePostingForm({ ...filled, deadline: `${nextYear}-03-31` }, 'en').ok).toBe(true);
  });

  it('keeps what cannot be a day as typed, for the schema to refuse', () => {
    expect(deadlineOf('')).toBeNull();
    expect(deadlineOf('2030-02-31')).toBe('2030-02-31');
    expect(deadlineOf('tomorrow')).toBe('tomorrow');
  });

  it('puts each salary error at its own field, in English and Arabic', () => {
    const form: PostingForm = {
      ...filled,
      salaryGiven: true,
      salaryMin: '5000',
      salaryMax: '100',
      salaryCurrency: '',
      deadline: '2001-01-01',
    };
    const en = validatePostingForm(form, 'en');
    expect(en.ok).toBe(false);
    if (en.ok) return;
    expect(en.errors).toMatchObject({
      'salary.max': 'The highest salary cannot be below the lowest',
      'salary.currency': 'Choose a currency from the list (ISO 4217, such as EGP or USD)',
      applicationDeadline: 'The application deadline must be in the future',
    });
    const ar = validatePostingForm({ ...form, salaryMin: 'abc', salaryMax: '' }, 'ar');
    if (ar.ok) throw new Error('expected errors');
    expect(ar.errors['salary.min']).toBe('أدخل أدنى راتب في النطاق');
    // What was typed is left in the form for the person to correct.
    expect(form.salaryMin).toBe('5000');
  });

  it('maps server field paths to the form fields', () => {
    expect(fieldKeyOf('salary.max')).toBe('salary.max');
    expect(fieldKeyOf('requirement.items')).toBe('requirement');
    expect(fieldKeyOf(['applicationDeadline'])).toBe('applicationDeadline');
  });

  it('fills the form from a saved posting', () => {
    const posting = {
      employmentType: 'internship',
      salary: { min: 10, max: null, currency: 'USD', period: 'hour', visible: true },
      applicationDeadline: `${nextYear}-06-30T21:59:59.000Z`,
      requirementSource: { kind: 'findboss', items: [1] },
      title: 'T',
      description: 'D',
      workplace: 'remote',
      country: '',
      city: '',
      field: 'Trading',
      minEducation: null,
      minExperience: null,
    } as unknown as Posting;
    const form = formOfPosting(posting);
    expect(form).toMatchObject({
      employmentType: 'internship',
      salaryGiven: true,
      salaryMin: '10',
      salaryMax: '',
      salaryCurrency: 'USD',
      salaryPeriod: 'hour',
      deadline: localDateOf(`${nextYear}-06-30T21:59:59.000Z`),
    });
  });
});

describe('board filters of issue 25', () => {
  it('keeps employment type and a shown salary in the URL', () => {
    const params = boardUrlParams({
      ...emptyBoardForm,
      employmentType: 'partTime',
      hasSalary: 'true',
    });
    expect(params.toString()).toBe('employmentType=partTime&hasSalary=true');
    expect(boardFormOf(params)).toMatchObject({ employmentType: 'partTime', hasSalary: 'true' });
  });
});
