import { describe, expect, it } from 'vitest';
import { translate } from '../messages';
import { initialProfileForm, profileCreationSchema, profileSchema, displayDate } from './schema';

function filled() {
  return {
    ...initialProfileForm(),
    name: 'Omar Nabil',
    nationalID: '29001011234567',
    dateOfBirth: '1990-01-01',
    address: 'Alexandria',
    country: 'Egypt',
    mobileNO: '+20 1001234567',
    HLOfEdu: 'Post graduate degree',
    faculty: 'Science',
    jobPosition: 'Research',
    yearsOfExp: '6-10 years',
    CV: 'https://drive.example.com/cv',
    longTermGoals: 'Teach',
    Motivation: 'Curiosity',
    job: [
      {
        jobtitle: 'Researcher',
        role: 'Technical',
        hiringbody: 'Governmental Organization',
        startDate: '2015-01-01',
        endDate: '2020-01-01',
        description: '',
      },
    ],
    certificates: [{ name: 'PhD', body: 'Cairo University' }],
    generalSkills: [{ name: 'Writing' }, { name: 'Teaching' }],
    technicalSkills: [{ name: 'R' }, { name: 'MATLAB' }],
  };
}

const errorsOf = (value: unknown) => {
  const result = profileSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('profileSchema (spec 5)', () => {
  it('starts with the spec 3 initial items and the +20 prefix', () => {
    const initial = initialProfileForm();
    expect(initial.job).toHaveLength(1);
    expect(initial.certificates).toHaveLength(1);
    expect(initial.internships).toHaveLength(1);
    expect(initial.generalSkills).toHaveLength(2);
    expect(initial.technicalSkills).toHaveLength(2);
    expect(initial.mobileNO).toBe('+20 ');
  });

  it('accepts a complete profile with an empty internship', () => {
    expect(profileSchema.safeParse(filled()).success).toBe(true);
  });

  it('gives every empty required field its spec message', () => {
    const errors = errorsOf(initialProfileForm());
    expect(errors).toMatchObject({
      name: 'profile.nameRequired',
      nationalID: 'profile.nationalIdRequired',
      dateOfBirth: 'profile.birthDateRequired',
      address: 'profile.addressRequired',
      country: 'profile.countryRequired',
      mobileNO: 'profile.phoneRequired',
      CV: 'profile.cvRequired',
      HLOfEdu: 'profile.educationRequired',
      faculty: 'profile.facultyRequired',
      jobPosition: 'profile.jobPositionRequired',
      yearsOfExp: 'profile.yearsRequired',
      longTermGoals: 'profile.fieldRequired',
      Motivation: 'profile.fieldRequired',
      'certificates.0.name': 'profile.certNameRequired',
      'certificates.0.body': 'profile.certBodyRequired',
      'generalSkills.0.name': 'profile.generalSkillRequired',
      'technicalSkills.1.name': 'profile.technicalSkillRequired',
      'job.0.jobtitle': 'profile.fieldRequired',
      'job.0.role': 'profile.fieldRequired',
      'job.0.hiringbody': 'profile.fieldRequired',
      'job.0.startDate': 'profile.fieldRequired',
      'job.0.endDate': 'profile.fieldRequired',
    });
    expect(Object.keys(errors).some((k) => k.startsWith('internships'))).toBe(false);
    expect(translate('profile.jobPositionRequired', 'en')).toBe('Your job position is required');
  });

  it('checks the lengths of spec 9', () => {
    expect(errorsOf({ ...filled(), name: 'Al' }).name).toBe('profile.nameRequired');
    // Decision 139: the national ID follows the chosen country when the profile is created.
    expect(
      profileCreationSchema.safeParse({ ...filled(), nationalID: '1234567890123' }).error?.issues[0]
        ?.message,
    ).toBe('profile.nationalIdEG');
    expect(errorsOf({ ...filled(), mobileNO: '+20 123456789012' }).mobileNO).toBeDefined();
    expect(errorsOf({ ...filled(), mobileNO: '+20 1001234567' }).mobileNO).toBeUndefined();
    expect(errorsOf({ ...filled(), longTermGoals: 'x'.repeat(150) }).longTermGoals).toBeUndefined();
    expect(errorsOf({ ...filled(), Motivation: 'x'.repeat(151) }).Motivation).toBe(
      'profile.max150',
    );
  });

  it('refuses links that are not http(s) or an uploaded CV', () => {
    expect(errorsOf({ ...filled(), CV: 'javascript:alert(1)' }).CV).toBe('profile.cvInvalid');
    expect(errorsOf({ ...filled(), CV: '/api/files/cv-1234.pdf' }).CV).toBeUndefined();
  });

  // Issue 24: a birth date in the future was said to be accepted, and nothing tested it.
  it('takes a birth date only if it is a real day between 1900-01-01 and today', () => {
    const birth = (dateOfBirth: string) => errorsOf({ ...filled(), dateOfBirth }).dateOfBirth;
    const day = (offsetDays: number) =>
      new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    expect(birth('1900-01-01')).toBeUndefined();
    expect(birth('2000-02-29')).toBeUndefined();
    expect(birth(day(-1))).toBeUndefined();
    for (const future of [day(2), day(400), '2999-01-01', '9999-12-31']) {
      expect(birth(future), future).toBe('profile.birthDateInvalid');
    }
    for (const absurd of ['1899-12-31', '0001-01-01', '1000-06-15']) {
      expect(birth(absurd), absurd).toBe('profile.birthDateInvalid');
    }
    // Days that no calendar has: refused as dates, not moved to the next month.
    for (const unreal of ['2001-02-29', '2001-02-31', '1990-04-31', '1990-13-01', '1990-00-10']) {
      expect(birth(unreal), unreal).toBe('profile.dateInvalid');
    }
    expect(birth('')).toBe('profile.birthDateRequired');
    expect(translate('profile.birthDateInvalid', 'ar')).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses days that do not exist in the other dates too', () => {
    const job = { ...filled().job[0], startDate: '2015-02-30' };
    expect(errorsOf({ ...filled(), job: [job] })['job.0.startDate']).toBe('profile.dateInvalid');
  });

  it('refuses a job or internship that ends before it starts, at its end date (issue 23)', () => {
    const job = { ...filled().job[0], startDate: '2020-05-02', endDate: '2020-05-01' };
    expect(errorsOf({ ...filled(), job: [job] })['job.0.endDate']).toBe('profile.endBeforeStart');
    const sameDay = { ...job, endDate: '2020-05-02' };
    expect(errorsOf({ ...filled(), job: [sameDay] })['job.0.endDate']).toBeUndefined();
    const internship = {
      position: 'Intern',
      place: 'Cairo',
      description: '',
      startDate: '2019-03-01',
      endDate: '2018-12-31',
    };
    expect(errorsOf({ ...filled(), internships: [internship] })['internships.0.endDate']).toBe(
      'profile.endBeforeStart',
    );
    // An open internship (no end date) has no range to check.
    const open = { ...internship, endDate: '' };
    expect(errorsOf({ ...filled(), internships: [open] })['internships.0.endDate']).toBeUndefined();
    expect(translate('profile.endBeforeStart', 'ar')).toMatch(/[\u0600-\u06FF]/);
  });

  it('shows dates from their first 10 characters', () => {
    expect(displayDate('2021-03-04T00:00:00.000Z')).toBe('2021-03-04');
    expect(displayDate(null)).toBe('');
  });
});
