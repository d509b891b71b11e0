import { describe, expect, it } from 'vitest';
import { initialProfileForm } from '../profile/schema';
import { educationLevelOf, profileFormFromCv } from './profileProposal';

const base = {
  fileName: 'cv.pdf',
  jobTitle: 'Analyst',
  companyName: 'Nile',
  language: 'ar' as const,
  name: '',
  phone: null,
};

describe('profileFormFromCv', () => {
  it('fills what the CV gave and names those fields; the rest stays as the empty form', () => {
    const { values, fromCv } = profileFormFromCv(initialProfileForm(), {
      ...base,
      fields: {
        name: 'مريم يوسف إبراهيم',
        email: 'mariam@example.com',
        skills: ['المحاسبة', 'SAP'],
        education: ['بكالوريوس تجارة، الجامعة الأردنية، 2013'],
        experience: [{ title: 'محاسبة أولى', organisation: 'شركة عمان', period: '2016 – 2023' }],
        missing: ['phone'],
      },
    });
    expect(values).toMatchObject({
      name: 'مريم يوسف إبراهيم',
      wemail: 'mariam@example.com',
      mobileNO: initialProfileForm().mobileNO,
      HLOfEdu: 'Faculty degree',
      nationalID: '',
      job: [{ jobtitle: 'محاسبة أولى', description: 'شركة عمان, 2016 – 2023', startDate: '' }],
      technicalSkills: [{ name: 'المحاسبة' }, { name: 'SAP' }],
    });
    expect(fromCv).toEqual([
      'name',
      'wemail',
      'HLOfEdu',
      'job.0.jobtitle',
      'job.0.description',
      'technicalSkills.0.name',
      'technicalSkills.1.name',
    ]);
  });

  it('prefers the name and phone the person typed in the guest form', () => {
    const { values } = profileFormFromCv(initialProfileForm(), {
      ...base,
      name: 'Omar A. Hassan',
      phone: '+201001234567',
      fields: { name: 'Omar Hassan', phone: '+201009999999' },
    });
    expect(values.name).toBe('Omar A. Hassan');
    expect(values.mobileNO).toBe('+201001234567');
  });

  it('takes the highest level of education named', () => {
    expect(educationLevelOf(['BSc in Physics, 2010', 'MSc in Data Science, 2014'])).toBe(
      'Post graduate degree',
    );
    expect(educationLevelOf(['دبلوم فني صناعي، 2009'])).toBe('Non-faculty graduate');
    expect(educationLevelOf(['Cairo University, 2016'])).toBeUndefined();
  });
});
