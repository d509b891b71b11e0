// English texts of the hiring reports (issue 20, decisions 130 and 134).
import type { ArabicPlurals } from '../../../locales/plurals';

export const reportsEn = {
  // Issue 40 (decisions.md 21): the fairness report.
  fairness: {
    title: 'Fairness: selection rates by group',
    intro:
      'For the applications made in this range, per stage: how many people of each group (from the voluntary survey at apply) entered the stage and how many moved on. The last table does the same for the top 20% of the fit ranking.',
    meaningTitle: 'What each figure means, and what it does not',
    term: {
      entered: 'Entered',
      rate: 'Selection rate',
      ratio: 'Impact ratio',
      flag: 'Four-fifths flag',
      pValue: 'p-value',
      top: 'Fit top 20%',
      small: 'Fewer than 5',
    },
    means: {
      entered: 'People of the group who reached the stage (each application once).',
      rate: 'The share of them who moved on to a next stage that is not a rejection.',
      ratio:
        "The group's rate divided by the highest rate among the groups shown (the reference group). 1 means the same rate.",
      flag: 'Raised when the ratio is under 0.8 (the four-fifths rule of thumb), only when the stage has 30 people or more with an answer.',
      pValue:
        "Fisher's exact test against the reference group: how often a gap at least this large would appear by chance alone if both groups had the same rate. Small values (under 0.05) make chance a less likely explanation.",
      top: 'Being in the top 20% of a posting’s fit ranking counts as moving on: whether the score itself puts some groups ahead.',
      small: 'Groups of fewer than 5 people show no figures, so that nobody can be recognised.',
    },
    notTitle: 'What these figures do not say:',
    not: 'They do not prove discrimination or its absence. Only people who chose to answer are counted, small groups vary a lot by chance, and a gap can come from who applied, not from how they were treated. Read them as a reason to look closer at a stage, never as a verdict on a person or a team.',
    answered: '{{answered}} of {{applications}} applications answered the survey.',
    tooFew: 'fewer than 30 people ({{n}}): no flag',
    dimension: {
      gender: 'Gender',
      ageBand: 'Age',
      nationality: 'Nationality',
      disability: 'Disability',
    },
    col: { group: 'Group', movedOn: 'Moved on' },
    fewerThan5: 'Fewer than 5',
    reference: 'Reference',
    flagged: 'Under four-fifths',
    preferNot: 'Prefer not to say',
  },
  title: 'Reports',
  intro:
    'The numbers of your hiring, from the history of stage moves: who entered each stage, who moved on, how long each stage takes, where applicants came from and why they were turned down.',
  notAllowed: 'Only owners, admins, recruiters and hiring managers see the reports.',
  loadFailed: 'The report could not be loaded.',
  range: 'From {{from}} to {{to}} (UTC days, both included)',
  empty: 'Nothing happened in this range.',
  none: '–',
  stage: 'Stage',
  download: 'Download {{table}} as CSV',
  filters: {
    label: 'Choose the report',
    posting: 'Job posting',
    allPostings: 'All postings',
    from: 'From',
    to: 'To',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    apply: 'Show',
  },
  funnel: {
    title: 'Funnel',
    caption: 'Applicants per stage',
    entered: 'Entered',
    movedOn: 'Moved on',
    current: 'Still there',
    conversion: 'Conversion',
  },
  days: {
    title: 'Time in stage',
    caption: 'Days spent in each stage',
    median: 'Median days',
    p75: '75th percentile days',
    count: 'Stays',
    value: '{{days}} days',
  },
  hires: {
    title: 'Hires and offers',
    timeToHire: 'Time to hire',
    timeToHireValue_one:
      'Median {{median}} days, 75th percentile {{p75}} days ({{count, number}} hire)',
    timeToHireValue_other:
      'Median {{median}} days, 75th percentile {{p75}} days ({{count, number}} hires)',
    offersMade: 'Offers made',
    offersAccepted: 'Offers accepted',
    offersDeclined: 'Offers declined',
    offerAnswerDays: 'Days from offer to answer',
    offerAnswerDaysValue: 'median {{median}}, 75th percentile {{p75}} ({{count, number}} answered)',
  },
  sources: {
    title: 'Sources',
    caption: 'Applications by where they came from',
    source: 'Source',
    applications: 'Applications',
    hired: 'Hired',
    names: {
      board: 'Job board',
      invitation: 'Invitation',
      feed: 'Job feed',
      referral: 'Referral',
      manual: 'Added by hand',
      sourced: 'Sourced',
      import: 'CV import',
    },
  },
  reasons: {
    title: 'Reject reasons',
    caption: 'Rejections by reason',
    reason: 'Reason',
    count: 'Rejections',
  },
};

export type ReportsTexts = typeof reportsEn & {
  hires: typeof reportsEn.hires & ArabicPlurals<'timeToHireValue'>;
};
