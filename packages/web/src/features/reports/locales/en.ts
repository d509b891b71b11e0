// English texts of the hiring reports (issue 20, decisions 130 and 134).
import type { ArabicPlurals } from '../../../locales/plurals';

export const reportsEn = {
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
