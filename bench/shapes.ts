// The company search shapes of the bench (bench/run.ts times them) and of the plans
// (bench/plans.ts explains them): the target is "every filter combination".
import type { CandidateFilters } from '@talentpool/domain/company/search';

export const oneFilter: CandidateFilters = { iRes1: 1 };
export const threeFilters: CandidateFilters = {
  jobPosition: 'Marketing',
  yearsOfExp: '2-5 years',
  HLOfEdu: 'Faculty degree',
};
export const textQuery: CandidateFilters = { q: 'project planning' };
/** Issue 21: Arabic free text (article and plural, stemmed and normalized) and a typo. */
export const arabicQuery: CandidateFilters = { q: 'المحللين' };
export const typoQuery: CandidateFilters = { q: 'pyhton' };

/**
 * Filter shapes timed without HTTP (SQL + driver, page and bounded count as the API runs them):
 * the target is "every filter combination", and the HTTP cases cover four of them.
 */
export const sqlShapes: { name: string; filters: CandidateFilters; offset?: number }[] = [
  { name: 'none', filters: {} },
  { name: 'jobPosition', filters: { jobPosition: 'Marketing' } },
  { name: 'yearsOfExp', filters: { yearsOfExp: '>10 years' } },
  { name: 'HLOfEdu', filters: { HLOfEdu: 'Post graduate degree' } },
  { name: 'faculty', filters: { faculty: 'Engineering' } },
  { name: 'iRes1', filters: { iRes1: 1 } },
  { name: 'iRes2', filters: { iRes2: 5 } },
  { name: 'yearsOfExp + iRes1', filters: { yearsOfExp: '2-5 years', iRes1: 1 } },
  { name: '3 filters (job, years, edu)', filters: threeFilters },
  {
    name: '4 filters without job (years, edu, iRes1, iRes2)',
    filters: { yearsOfExp: '2-5 years', HLOfEdu: 'Faculty degree', iRes1: 2, iRes2: 6 },
  },
  {
    name: '5 filters without job',
    filters: {
      yearsOfExp: '2-5 years',
      HLOfEdu: 'Faculty degree',
      faculty: 'Commerce',
      iRes1: 2,
      iRes2: 6,
    },
  },
  {
    name: 'all 6',
    filters: {
      jobPosition: 'Marketing',
      yearsOfExp: '2-5 years',
      HLOfEdu: 'Faculty degree',
      faculty: 'Commerce',
      iRes1: 2,
      iRes2: 6,
    },
  },
  { name: 'q one word', filters: { q: 'planning' } },
  { name: 'q two words', filters: textQuery },
  { name: 'q + iRes1', filters: { q: 'negotiation', iRes1: 3 } },
  // Issue 21 (decisions.md 13): Arabic (common and rare, with and without hamza) and typos.
  { name: 'q Arabic name without hamza (احمد)', filters: { q: 'احمد' } },
  { name: 'q Arabic plural with article (المحللين)', filters: arabicQuery },
  { name: 'q Arabic two words (محلل بيانات)', filters: { q: 'محلل بيانات' } },
  { name: 'q Arabic rare (مصطفي)', filters: { q: 'مصطفي' } },
  { name: 'q typo (pyhton)', filters: typoQuery },
  { name: 'q typo, two words (senior enginer)', filters: { q: 'senior enginer' } },
  { name: 'q English stem (analysts)', filters: { q: 'analysts' } },
  // Issue 21 Speed (decision 150): common and rare words in both languages. Shares of complete
  // demo profiles (10,000 users): manager 44 % (18 % in a title), leadership 21 % (a skill, no
  // title), intern 68 % (internships), القيادة 4 %, مسؤول 7 %; the rare ones hold two words that
  // seldom meet (~0.05 %), and one word no profile holds.
  { name: 'q common, in titles (manager)', filters: { q: 'manager' } },
  { name: 'q common, a skill (leadership)', filters: { q: 'leadership' } },
  { name: 'q very common (intern)', filters: { q: 'intern' } },
  { name: 'q common + 3 filters (manager)', filters: { ...threeFilters, q: 'manager' } },
  { name: 'q Arabic common (القيادة)', filters: { q: 'القيادة' } },
  { name: 'q Arabic common, descriptions (مسؤول)', filters: { q: 'مسؤول' } },
  { name: 'q rare, two words (dentist farouk)', filters: { q: 'dentist farouk' } },
  { name: 'q Arabic rare, two words (مصطفي فاروق)', filters: { q: 'مصطفي فاروق' } },
  { name: 'q no match (zebrafish)', filters: { q: 'zebrafish' } },
  { name: 'q common, page 5', filters: { q: 'leadership' }, offset: 80 },
  { name: 'none, page 500', filters: {}, offset: 9_980 },
];
