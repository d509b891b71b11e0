// Issue 40: an applicant without a profile, scored from the parsed CV.
import { describe, expect, it } from 'vitest';
import { candidateFromCv, experienceBandOf, yearsOfExperience } from './candidateFromCv';

describe('candidateFromCv', () => {
  it('counts the years of the jobs once where they overlap, to the present', () => {
    expect(
      yearsOfExperience(
        [
          { title: 'A', period: '2015 – 2019' },
          { title: 'B', period: '2018 – 2021' },
          { title: 'C', period: '2023 – present' },
          { title: 'D' },
        ],
        2026,
      ),
    ).toBe(9);
    expect(yearsOfExperience([{ title: 'A' }], 2026)).toBeNull();
  });

  it('puts years in the profile bands', () => {
    expect([0, 1, 2, 5, 6, 10, 11].map(experienceBandOf)).toEqual([
      '<2 years',
      '<2 years',
      '2-5 years',
      '2-5 years',
      '6-10 years',
      '6-10 years',
      '>10 years',
    ]);
  });

  it('reads education, experience and skills, without ISI or field', () => {
    const candidate = candidateFromCv(
      {
        skills: ['رياكت', 'TypeScript'],
        education: ['بكالوريوس حاسبات ومعلومات، جامعة القاهرة 2016'],
        experience: [{ title: 'مطور', period: '2017 – الآن' }],
      },
      { year: 2026, country: 'Egypt' },
    );
    expect(candidate).toEqual({
      source: 'cv',
      isi: null,
      skills: ['رياكت', 'TypeScript'],
      education: 'Faculty degree',
      experience: '6-10 years',
      field: null,
      country: 'Egypt',
      screening: [],
    });
  });
});
