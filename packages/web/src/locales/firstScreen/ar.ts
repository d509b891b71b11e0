// The Arabic texts the first screen needs; same keys as en.ts (decision 099).
import type { FirstScreenTexts } from './en';
import { coreAr } from '../core/ar';
import { sharedFirstScreenAr } from '../shared/firstScreen/ar';
import { landingAr } from '../../features/landing/locales/ar';
import { authAr } from '../../features/auth/locales/ar';
import { questionnaireAr } from '../../features/isi/locales/questionnaire/ar';

const firstScreenAr: FirstScreenTexts = {
  ...coreAr,
  ...sharedFirstScreenAr,
  landing: landingAr,
  auth: authAr,
  isi: { questionnaire: questionnaireAr },
};

export default firstScreenAr;
