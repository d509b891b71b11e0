// A complete job seeker's profile with one job title and one technical skill: what the
// candidate-search specs save for the people they search for.
export function searchableProfile(name: string, jobtitle: string, skill: string) {
  return {
    name,
    nationalID: '29901011234567',
    dateOfBirth: '1995-01-01',
    address: '10 Tahrir Square, Cairo',
    country: 'Egypt',
    mobileNO: '+20 1012345678',
    wemail: '',
    HLOfEdu: 'Faculty degree',
    faculty: 'Computers and Information',
    otherf: '',
    jobPosition: 'Data Management',
    yearsOfExp: '2-5 years',
    CV: 'https://drive.example.com/cv.pdf',
    longTermGoals: 'Lead a data team',
    Motivation: 'Numbers tell stories',
    job: [
      {
        jobtitle,
        role: 'Technical',
        hiringbody: 'Private Business',
        startDate: '2020-01-01',
        endDate: '2024-01-01',
        description: '',
      },
    ],
    certificates: [],
    internships: [],
    generalSkills: [{ name: 'Teamwork' }],
    technicalSkills: [{ name: skill }],
  };
}
