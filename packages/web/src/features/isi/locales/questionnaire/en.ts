// English texts of the questionnaire (/Q and the single-use-link page), part of isi.* (en.ts).
// A module of their own because they belong to the first screen's set too (locales/firstScreen,
// decision 104): /Q paints without waiting for the rest of the language.
export const questionnaireEn = {
  title: 'ISI questionnaire',
  instructionsTitle: 'Intellectual Style Inventory',
  intro:
    'This questionnaire has 48 statements on 6 pages. For each statement, choose how much you agree that it describes you.',
  duration: 'It takes less than 10 minutes.',
  scaleTitle: 'The answer scale',
  scaleIntro: 'Each statement is answered on a scale from 1 to 5:',
  guidanceTitle: 'Guidance',
  guidance1: 'Answer every statement: a page moves on only when all 8 are answered.',
  guidance2: 'Think of how you usually are at work and in study, not how you would like to be.',
  guidance3: 'There are no right or wrong answers and no trick questions.',
  guidance4: 'Keep “Not Sure” for statements you really cannot decide on.',
  tipsTitle: 'Tips',
  tip1: 'Go with your first reaction; do not think too long about one statement.',
  tip2: 'Use the keyboard if you like: press 1 to 5 to answer, or the arrow keys to move.',
  tip3: 'Your answers are kept in this browser tab until you send them, even if you reload the page.',
  start: 'Start',
  continue: 'Continue where you left off',
  pageHeading: 'Page {{page, number}} of {{count, number}}',
  progress: 'Progress',
  statementLabel: 'Statement {{n, number}}',
  previous: 'Previous',
  next: 'Next',
  done: 'Done',
  missing: '* There are missing questions *',
  sending: 'Loading...',
  sendFailed: 'Your answers could not be sent: {{reason}} Your answers are kept.',
  retry: 'Send again',
  loadFailed: 'The questionnaire could not be loaded.',
  congratulations: 'Congratulations!',
  // Issue 46: a guest's answers go to the company that sent the link; a job seeker's results are
  // on My Avatar at once (nobody will "contact you with the results").
  completed:
    "You've completed the ISI questionnaire. Your answers are sent to the company that invited you.",
  completedResults: "You've completed the ISI questionnaire. Your results are ready on My Avatar.",
  toHome: 'To Home',
  toResults: 'See my results on My Avatar',
};
