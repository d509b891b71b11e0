// The English texts the first screen needs (decision 099): the app shell and the public pages
// (/, /about and /auth) with the shared components they show (decision 111), and the
// questionnaire of /Q (decision 104). Loaded before the first paint; the rest of the language
// (locales/en.ts) loads with the first lazy page. A component rendered outside a lazy page must
// use only these keys.
import { coreEn } from '../core/en';
import { sharedFirstScreenEn } from '../shared/firstScreen/en';
import { landingEn } from '../../features/landing/locales/en';
import { authEn } from '../../features/auth/locales/en';
import { questionnaireEn } from '../../features/isi/locales/questionnaire/en';

const firstScreenEn = {
  ...coreEn,
  ...sharedFirstScreenEn,
  landing: landingEn,
  auth: authEn,
  isi: { questionnaire: questionnaireEn },
};

export type FirstScreenTexts = typeof firstScreenEn;
export default firstScreenEn;
