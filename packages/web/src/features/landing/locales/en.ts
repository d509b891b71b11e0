// English texts of the public pages: the landing page (/about) and the home page (/).
export const landingEn = {
  about: {
    heading: 'About',
    body: 'TalentPool is a talent pool and a set of hiring tools in one place. Job seekers show more than a CV: their education, experience and skills, and the results of a psychometric inventory. Recruiters get an applicant tracking system, job posting and Description Cards that match the competencies of a job to personality.',
    points: {
      pool: {
        title: 'A pool of complete profiles',
        body: 'Search candidates by field, experience, education, faculty, personality type and leadership style.',
      },
      cards: {
        title: 'Description Cards',
        body: 'Describe a role with the Find a Boss or Job Match checklist and see which leadership style it needs.',
      },
      languages: {
        title: 'Arabic and English',
        body: 'Every screen and the whole questionnaire work in both languages, right to left in Arabic.',
      },
    },
  },
  seekers: {
    heading: 'How it works for job seekers',
    imageAlt: 'A profile card with a photo and a check mark',
    steps: {
      s1: {
        title: 'Sign up',
        body: 'Create your account with your e-mail and confirm it from the mail we send you.',
      },
      s2: {
        title: 'Build your profile',
        body: 'Add your education, certificates, internships, skills, work experience and CV.',
      },
      s3: {
        title: 'Take the ISI',
        body: 'Answer 48 short statements in less than 10 minutes, in Arabic or English.',
      },
      s4: {
        title: 'See your results',
        body: 'Discover your personality type, your leadership style and your eight style scores.',
      },
      s5: {
        title: 'Get found',
        body: 'Companies looking for your profile find you; share your profile link with anyone.',
      },
    },
  },
  companies: {
    heading: 'How it works for companies',
    imageAlt: 'Office buildings with a magnifying glass',
    steps: {
      s1: {
        title: 'Set up your company',
        body: 'Sign up, confirm your e-mail and fill in your company profile.',
      },
      s2: {
        title: 'Describe the role',
        body: 'Tick the features of the boss or the competencies of the job you need, and save it as a Description Card.',
      },
      s3: {
        title: 'See the fitting style',
        body: 'The checklist shows the leadership style the role points to and the candidates who have it.',
      },
      s4: {
        title: 'Search the pool',
        body: 'Filter candidates by field, experience, education, faculty, personality type and leadership style.',
      },
      s5: {
        title: 'Invite outside applicants',
        body: 'Send a single-use link so anyone can take the ISI without an account, and see their results.',
      },
    },
  },
  technology: {
    heading: 'Our Technology',
    imageAlt: 'A radar chart of eight style scores and four bars for the leadership styles',
    body: 'The Intellectual Style Inventory (ISI) measures how a person thinks and how they take in the world. Its 48 statements cover eight scales: four thinking styles (Deductive, Inductive, Affective, Systematic) and four perceptional styles (Phonetic, Imaginative, Experiential, Procedural).',
    points: {
      p1: 'Two results for every person: a personality type (Theorist, Foreseeing, Self-reflective, Factual) and a leadership style (Demonstrative Mind, Motivator, Accomplisher, Planner).',
      p2: 'Scored on our server from the answers alone; the scoring key never reaches the browser.',
      p3: 'Every attempt is kept, so a person can retake the inventory and the latest result counts.',
    },
    noteHeading: 'How this accuracy is measured',
    note: 'TalentPool measures this itself. When a company hires someone, the product records where that person stood in the posting’s fit ranking; later the company reports whether the hire worked out. A hire from the top half of the ranking that worked out, or one from the bottom half that did not, counts as predicted correctly. The figure is the share predicted correctly, with the number of hires it rests on.',
  },
  cta: {
    heading: 'Ready to find a good fit?',
    body: 'Create a free account as a job seeker or as a company.',
    button: 'Get started',
  },
  home: {
    audiencesHeading: 'Two ways in',
    seekers: {
      title: 'For job seekers',
      body: 'Build one profile, take the ISI in under 10 minutes, and let companies find you for what you can do and how you lead.',
      action: 'Create my profile',
    },
    companies: {
      title: 'For companies',
      body: 'Search a pool of complete profiles, describe roles with Description Cards, and invite outside applicants with single-use links.',
      action: 'Find candidates',
    },
    highlightsHeading: 'Why TalentPool',
    highlights: {
      statements: 'statements in the ISI, answered in under 10 minutes',
      scales: 'style scores behind every personality type and leadership style',
      languages: 'languages: every screen in Arabic and English',
    },
    learnMore: 'See how it works',
  },
};

export type LandingTexts = typeof landingEn;
