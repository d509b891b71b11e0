// English texts of the ISI screens: the questionnaire (also used by the single-use-link page),
// My Avatar, the ISI information page and the PDF report. Type and statement texts come from the
// domain (typeTexts) and the API (statements).
import { questionnaireEn } from './questionnaire/en';
export const isiEn = {
  questionnaire: questionnaireEn,
  avatar: {
    title: 'My Avatar',
    loadFailed: 'Your results could not be loaded.',
    emptyTitle: 'You have not taken the questionnaire yet',
    emptyBody:
      'Take the ISI to learn your personality type, your leadership style and your eight scores. It takes less than 10 minutes.',
    toTest: 'To test',
    personality: 'Personality type',
    leadership: 'Leadership style',
    scoresTitle: 'Your eight scores',
    chartTitle: 'Thinking and perceptional styles',
    chartDescription:
      'Bar chart of the four thinking styles and the four perceptional styles, from 0 to 100.',
    retake: 'Take the questionnaire again',
    moreAboutTypes: 'About the eight ISI types',
    downloadTitle: 'Download your report',
    downloadEn: 'PDF report (English)',
    downloadAr: 'PDF report (العربية)',
    downloading: 'Preparing the report…',
    downloadFailed: 'The report could not be created. Please try again.',
    historyTitle: 'Your attempts',
    historyDate: 'Date',
    takenOn: 'Taken on {{date}}',
  },
  info: {
    title: 'The eight ISI types',
    intro:
      'The Intellectual Style Inventory describes how a person prefers to think and to take in information. The highest of the four thinking scales gives one of four expert (personality) types; the highest of the four perceptional scales gives one of four leadership styles. Everyone uses all eight styles; the result names the strongest preference.',
    leadershipTitle: 'Leadership styles',
    expertTitle: 'Expert styles (personality types)',
    scale: 'Scale: {{scale}}',
    strengths: 'Strengths',
    toAvatar: 'My Avatar',
    takeTest: 'Take the questionnaire',
  },
  report: {
    title: 'ISI report',
    subtitle: 'Intellectual Style Inventory',
    personality: 'Personality type',
    leadership: 'Leadership style',
    scores: 'Scores (0–100)',
    thinking: 'Thinking styles',
    perceptional: 'Perceptional styles',
    date: 'Date: {{date}}',
    footer:
      'TalentPool · ISI results are a description of preferences, not a judgement of ability.',
  },
};
