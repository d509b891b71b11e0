// i18next for English and Arabic (decisions.md section 9). The choice is remembered in
// localStorage, sets <html lang dir>, and is sent to the server with every call (X-Lang).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  directionOf,
  languageSchema,
  pickLanguage,
  type Language,
} from '@talentpool/domain/language';
import en from '../locales/en';
import ar from '../locales/ar';

const storageKey = 'lang';

export function initialLanguage(): Language {
  const stored = languageSchema.safeParse(safeLocalStorage()?.getItem(storageKey));
  if (stored.success) return stored.data;
  return pickLanguage(navigator.languages?.join(',') ?? navigator.language);
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function applyToDocument(lang: Language): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

export function currentLanguage(): Language {
  const parsed = languageSchema.safeParse(i18n.resolvedLanguage ?? i18n.language);
  return parsed.success ? parsed.data : 'en';
}

export async function setLanguage(lang: Language): Promise<void> {
  safeLocalStorage()?.setItem(storageKey, lang);
  await i18n.changeLanguage(lang);
}

i18n.on('languageChanged', (lng) => {
  const parsed = languageSchema.safeParse(lng);
  if (parsed.success) applyToDocument(parsed.data);
});

const lang = initialLanguage();
void i18n.use(initReactI18next).init({
  lng: lang,
  fallbackLng: false,
  supportedLngs: ['en', 'ar'],
  // The domain's messages (errors, validation) are translated by the domain's own translate().
  resources: { en: { translation: en }, ar: { translation: ar } },
  interpolation: { escapeValue: false },
  keySeparator: '.',
  returnNull: false,
});
applyToDocument(lang);

export default i18n;
