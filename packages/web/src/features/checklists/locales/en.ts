// English texts of Find a Boss, Job Match and description cards (spec 2 and 4, issue 8).
import type { ArabicPlurals } from '../../../locales/plurals';
export const checklistsEn = {
  findboss: {
    title: 'Find a Boss',
    intro:
      'Looking for someone to lead a team? Describe the role, then tick up to 10 features the boss you need should have. We show the leadership style they point to and the candidates whose ISI result has that style.',
    legend: 'Features of the boss you are looking for',
  },
  jobmatch: {
    title: 'Job Match',
    intro:
      'Find the right head for a role. Describe the job, then tick up to 10 competencies it needs most. We show the leadership style that fits the job and the candidates whose ISI result has that style.',
    legend: 'Competencies the job needs',
  },
  form: {
    jobTitle: 'Job Title',
    jobDescription: 'Job Description',
    jobTitleHint: 'Also the title of a saved description card.',
    chosen: '{{count, number}} of {{max, number}} chosen',
    submit: 'Submit',
    clear: 'Clear ticks',
  },
  results: {
    heading: 'Results',
    top: 'This role points to the {{style}} leadership style.',
    tie: 'This role points equally to {{styles}}.',
    and: ' and ',
    howScored:
      'Each style counts the ticked items of its group; 7 ticked items of one group make 100%. Percentages are rounded.',
  },
  candidates: {
    heading: 'Candidates with the {{style}} style',
    intro: 'Complete profiles whose current leadership style is {{style}}, strongest first.',
    chooseStyle: 'Show candidates of',
    none: 'No candidate with this style yet.',
    failed: 'The candidates could not be loaded.',
    total_one: '{{count, number}} candidate',
    total_other: '{{count, number}} candidates',
    totalMore: 'More than {{count, number}} candidates',
    personality: 'Personality type',
    experience: 'Experience',
    education: 'Education',
    faculty: 'Faculty',
    field: 'Field',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page, number}} of {{pages, number}}',
    pageOnly: 'Page {{page, number}}',
    pagination: 'Candidate pages',
  },
  save: {
    heading: 'Save as description card',
    body: 'Keep this role description, its ticked items and its leadership profile. Your saved cards are listed on your company profile.',
    button: 'Save as description card',
    saving: 'Saving...',
    saved: 'Description card saved',
    needsTitle: 'Enter a Job Title above to name the card.',
  },
  notAllowed:
    'Your role does not let you use the checklists. An owner or admin of your company can change your role.',
  cards: {
    heading: 'Saved description cards',
    empty: 'No description cards yet. Describe a role with Find a Boss or Job Match and save it.',
    failed: 'The description cards could not be loaded.',
    kind_findboss: 'Find a Boss',
    kind_jobmatch: 'Job Match',
    items: 'Ticked items',
    profile: 'Leadership profile',
    topStyle: 'Points to: {{style}}',
    noTopStyle: 'No style stands out',
    savedOn: 'Saved on {{date}}',
    savedOnBy: 'Saved on {{date}} by {{name}}',
    delete: 'Delete',
    deleteNamed: 'Delete the card {{title}}',
    confirmDelete: 'Delete this card?',
    confirm: 'Yes, delete',
    cancel: 'Cancel',
    deleted: 'Description card deleted',
    previous: 'Newer',
    next: 'Older',
    page: 'Page {{page, number}} of {{pages, number}}',
    pagination: 'Description card pages',
  },
};

export type ChecklistsTexts = typeof checklistsEn & { candidates: ArabicPlurals<'total'> };
