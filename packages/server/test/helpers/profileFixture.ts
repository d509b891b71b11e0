// One complete, valid job-seeker profile (PUT /api/user, spec 5) for every test that needs one:
// API tests, the security fixtures, the stress tests and the Playwright journeys. A test that
// relies on a value (a national ID, no internships, a payload in a field) passes it as an
// override, so the shared defaults can stay as they are.

function baseProfile() {
  return {
    name: 'Mona Adel',
    nationalID: '29801011234567',
    dateOfBirth: '1998-01-01',
    address: '12 Nile Street, Cairo',
    country: 'Egypt',
    mobileNO: '+20 1001234567',
    wemail: '',
    HLOfEdu: 'Faculty degree',
    faculty: 'Engineering',
    otherf: '',
    jobPosition: 'Data Management',
    yearsOfExp: '2-5 years',
    CV: 'https://drive.example.com/mona-cv',
    longTermGoals: 'Lead a data team',
    Motivation: 'Building useful things',
    job: [
      {
        jobtitle: 'Data Analyst',
        role: 'Technical',
        hiringbody: 'Private Business',
        startDate: '2020-02-01',
        endDate: '2023-06-30',
        description: 'Dashboards',
      },
    ],
    certificates: [{ name: 'SQL Expert', body: 'Data Academy' }],
    internships: [
      {
        position: 'Intern',
        place: 'Bank of Cairo',
        startDate: '2019-07-01',
        endDate: '2019-09-01',
        description: '',
      },
    ],
    generalSkills: [{ name: 'Teamwork' }, { name: 'Writing' }],
    technicalSkills: [{ name: 'PostgreSQL' }, { name: 'Python' }],
  };
}

export type ProfileFixture = ReturnType<typeof baseProfile>;

/** A fresh copy of the complete profile, with the given fields replaced. */
export function completeProfile(overrides: Partial<ProfileFixture> = {}): ProfileFixture {
  return { ...baseProfile(), ...overrides };
}
