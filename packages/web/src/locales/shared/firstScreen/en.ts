// English texts of the shared components (components/) that the first screen shows: the hero of
// / and /about (Hero) and the measured accuracy of /about (MeasuredAccuracyClaim). Loaded before
// the first paint with the shell's texts (locales/firstScreen, decision 099); the texts of shared
// components that only lazy pages show are in ../en.ts.
import type { ArabicPlurals } from '../../plurals';

export const sharedFirstScreenEn = {
  hero: {
    eyebrow: 'Hiring with the ISI personality inventory',
    title: 'The talent pool for a good hire',
    lead: 'TalentPool links job seekers with employers. Candidates build a detailed profile and take the ISI; companies find the people whose skills and leadership style fit the role, in English and Arabic.',
    explore: 'Explore',
    start: 'Create a free account',
    imageAlt:
      'Four people connected to a company briefcase with a check mark: candidates matched to a role',
  },
  measuredAccuracy: {
    claimLabel: 'accuracy for predictive hiring',
    sample_one: 'measured on {{count}} hire whose outcome companies reported',
    sample_other: 'measured on {{count}} hires whose outcomes companies reported',
    figureRange: '(95% interval {{low}} to {{high}})',
    soFar_one: '{{count}} outcome so far',
    soFar_other: '{{count}} outcomes so far',
    range:
      'of hires whose outcome companies reported: the accuracy lies between {{low}} and {{high}} (95% interval).',
    rangeNote:
      'Too few outcomes for one figure: a headline percentage is shown from {{minimum}} outcomes on.',
    notEnough: 'Not enough hires measured yet',
    notEnoughBody:
      'TalentPool measures its own accuracy from the outcomes of hires that companies report. A figure is shown once {{minimum}} outcomes are in.',
  },
  // components/FormField, which the auth forms of the first screen use: a counted field (issue 23).
  formField: {
    charsLeft_one: '{{count, number}} character left',
    charsLeft_other: '{{count, number}} characters left',
  },
};

export type SharedFirstScreenTexts = typeof sharedFirstScreenEn & {
  measuredAccuracy: ArabicPlurals<'sample' | 'soFar'>;
  formField: ArabicPlurals<'charsLeft'>;
};
