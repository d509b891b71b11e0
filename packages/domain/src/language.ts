// decisions.md section 9: English and Arabic; Arabic renders right to left. The helpers live in
// plain/language.ts without zod (the web app's entry chunk imports them from there); this module
// adds the schema for request validation.
import { z } from 'zod';
import { languages } from './plain/language';

export {
  defaultLanguage,
  directionOf,
  intlLocaleOf,
  isLanguage,
  languageOfText,
  languages,
  pickLanguage,
  type Language,
} from './plain/language';

export const languageSchema = z.enum(languages);
