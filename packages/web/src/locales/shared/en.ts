// English texts of the shared components (components/) that only lazy pages show: they load with
// the whole language (locales/en.ts). Those the first screen shows are in firstScreen/en.ts.
export const sharedEn = {
  // LeadershipChart: the checklists' results and a job posting's requirement profile.
  leadershipChart: {
    title: 'Leadership styles this role points to',
    description: 'Share of ticked items per leadership style: {{values}}',
  },
};

export type SharedTexts = typeof sharedEn;
