import type { ArabicPlurals } from '../plurals';

// English texts of the shared components (components/) that only lazy pages show: they load with
// the whole language (locales/en.ts). Those the first screen shows are in firstScreen/en.ts.
export const sharedEn = {
  // IsiTrustNotes (decision 135): response quality and norms beside an ISI result.
  isiTrust: {
    flags: {
      title: 'Response quality',
      none: 'No sign of careless answering.',
      seen: {
        straightLining: 'Straight-lining: the same answer to almost every statement.',
        tooFast: 'Answered too fast: under 2 seconds per statement on the median.',
        inconsistent: 'Inconsistent: agreed with statements and with their opposites.',
      },
      unchanged:
        'The scores are shown as answered, unchanged; read them with this in mind, or ask for a calm retake.',
      noTimings: 'Answering speed was not measured for this attempt.',
      adviceTitle: 'Your last attempt may not show you well.',
      advice:
        'Consider taking the questionnaire again, calmly, reading each statement. Your scores are kept as they are until you do.',
      own: {
        straightLining: 'You gave the same answer to almost every statement.',
        tooFast: 'You answered each statement in under 2 seconds on the median.',
        inconsistent: 'You agreed with some statements and with their opposites.',
      },
    },
    norms: {
      title: 'Compared with others',
      group_one: 'Percentiles among the current result of {{count, number}} person on TalentPool.',
      group_other:
        'Percentiles among the current results of {{count, number}} people on TalentPool.',
      simulated: 'Some of them are simulated demo answers.',
      percentile: '{{scale}}: percentile {{percentile}}',
      notEnough_one:
        'Not enough answers yet for percentiles: {{count, number}} current result, {{minimum}} needed.',
      notEnough_other:
        'Not enough answers yet for percentiles: {{count, number}} current results, {{minimum}} needed.',
    },
  },
  // Decision 137: "Add to pool" and the saved searches (components/pools).
  poolShared: {
    add: 'Add to pool',
    addNamed: 'Add {{name}} to a talent pool',
    dialogTitle: 'Add to a talent pool',
    close: 'Close',
    pool: 'Talent pool',
    choose: 'Choose a pool',
    choosePool: 'Choose a pool or create one.',
    poolOption_one: '{{name}} ({{count, number}} candidate)',
    poolOption_other: '{{name}} ({{count, number}} candidates)',
    poolContains: '{{name}} (already in it)',
    newPool: 'New pool…',
    newPoolName: 'Name of the new pool',
    nameRequired: 'Give the pool a name.',
    note: 'Note (optional)',
    noteHint: 'Seen only by your company.',
    submit: 'Add',
    cancel: 'Cancel',
    done: 'Done',
    openPool: 'Open {{name}}',
    added_one: 'Added to {{pool}}.',
    added_other: '{{count, number}} candidates added to {{pool}}.',
    already_one: 'Already in {{pool}}.',
    already_other: '{{count, number}} candidates were already in {{pool}}.',
    none: 'Nobody was added to {{pool}}.',
    skip: {
      notFound: 'A candidate no longer exists.',
      hidden: 'A candidate has chosen not to be found by companies.',
      poolFull: 'The pool is full.',
    },
    saved: {
      title: 'Saved searches',
      // Not 'search': the search form's own button is 'Search' (tests and people find it by name).
      save: 'Save these filters',
      name: 'Name of the search',
      nameRequired: 'Give the search a name.',
      alert: 'E-mail me new candidates who match, once a day',
      alertShort: 'Daily e-mail',
      alertNamed: 'Daily e-mail of new candidates for {{name}}',
      submit: 'Save filters',
      savedToast: 'Search “{{name}}” saved',
      empty: 'No saved searches yet.',
      open: 'Open',
      openNamed: 'Open the saved search {{name}}',
      delete: 'Delete',
      deleteNamed: 'Delete the saved search {{name}}',
      confirmDelete: 'Delete the saved search “{{name}}”?',
      confirm: 'Delete',
      deleted: 'Search “{{name}}” deleted',
    },
  },
  // LeadershipChart: the checklists' results and a job posting's requirement profile.
  leadershipChart: {
    title: 'Leadership styles this role points to',
    description: 'Share of ticked items per leadership style: {{values}}',
  },
  // FormDialog (decision 132).
  dialog: { close: 'Close' },
  // StageListEditor: a stage template's stages and a posting's own stages (decision 132).
  stageEditor: {
    hint: 'Name each stage in English and Arabic and choose its kind. Move a stage with its buttons, or with Alt+Arrow Up and Alt+Arrow Down.',
    stageLegend: 'Stage {{position, number}}',
    unnamed: 'stage {{position, number}}',
    nameEn: 'Name in English',
    nameAr: 'Name in Arabic',
    kind: 'Kind',
    kindHint: {
      active: 'A step of the process.',
      offer: 'A step in which an offer is made.',
      hired: 'The applicant was hired.',
      rejected: 'The applicant was turned down: a reason is asked.',
    },
    up: 'Move up',
    down: 'Move down',
    remove: 'Remove',
    add: 'Add a stage',
    moved: '{{name}} moved to place {{position, number}} of {{count, number}}.',
    removed: '{{name}} removed.',
    added: 'New stage added at place {{position, number}}.',
    duplicateName: 'Another stage has this name: give each stage its own name',
    applicants_one: '{{count, number}} applicant',
    applicants_other: '{{count, number}} applicants',
  },
  // Decision 146: acting on a candidate from search and the profile (components/candidateActions).
  candidateActionsShared: {
    close: 'Close',
    cancel: 'Cancel',
    done: 'Done',
    choose: 'Choose a posting',
    loadingPostings: 'Loading your postings…',
    posting: 'Posting',
    choosePosting: 'Choose a posting first.',
    untitled: 'Untitled posting',
    notFound: 'This candidate or posting cannot be found any more.',
    backToResults: 'Back to the search results',
    pipeline: {
      button: 'Add to a pipeline',
      buttonNamed: 'Add {{name}} to a posting’s pipeline',
      title: 'Add {{name}} to a pipeline',
      intro:
        'The candidate joins the first stage of the posting’s pipeline as “Sourced”. They get no e-mail.',
      submit: 'Add to pipeline',
      done: '{{name}} was added to the pipeline of “{{title}}”.',
      open: 'Open the pipeline of “{{title}}”',
      already: 'This candidate is already in this posting’s pipeline.',
      closed: 'This posting is closed: choose another one.',
      noPostings: 'You have no open posting to add candidates to.',
    },
    invite: {
      button: 'Invite to apply',
      buttonNamed: 'Invite {{name}} to apply',
      title: 'Invite {{name}} to apply',
      intro:
        'The candidate gets an e-mail in their language inviting them to apply to the posting with their account.',
      submit: 'Send the invitation',
      done: 'An invitation to apply to “{{title}}” was sent to {{name}}.',
      already: 'This candidate has already applied to this posting.',
      linkTaken: 'This candidate was already invited to this posting.',
      closed: 'Only a published posting can receive invitations.',
      noPostings: 'You have no published posting to invite candidates to.',
    },
    note: {
      button: 'Add a note',
      buttonNamed: 'Add a note about {{name}}',
      title: 'A note about {{name}}',
      label: 'Note',
      hint: 'Your company’s members can read it, and so can the candidate in the copy of their data they may ask for.',
      required: 'Write the note first.',
      submit: 'Save the note',
      done: 'Your note about {{name}} was saved.',
      already: 'This note was already saved.',
      closed: 'This posting is closed.',
    },
    notes: {
      title: 'Your company’s notes',
      loading: 'Loading the notes…',
      empty: 'No notes yet.',
      retry: 'Try again',
      by: '{{who}}, {{when}}',
      formerMember: 'A former member',
    },
  },
};

export type SharedTexts = typeof sharedEn & {
  poolShared: ArabicPlurals<'poolOption' | 'added' | 'already'>;
  isiTrust: { norms: ArabicPlurals<'group' | 'notEnough'> };
  stageEditor: ArabicPlurals<'applicants'>;
};
