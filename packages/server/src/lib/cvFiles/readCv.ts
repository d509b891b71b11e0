// One CV file from text to proposals (decision 142): read on the queue, never in a request.
import type { CountryCode } from 'libphonenumber-js/min';
import { parseCv } from '@talentpool/domain/cv/parse';
import { countryList } from '@talentpool/domain/profile/enums';
import type { CvFields, CvKindName, CvLanguage, CvReason } from '@talentpool/domain/cv/schemas';
import { extractCvText } from './extractText';

export interface ReadCvResult {
  language: CvLanguage | null;
  fields: CvFields;
  /** Why there are no fields (the file is kept and still makes an applicant). */
  reason: CvReason | null;
}

export async function readCv(
  bytes: Buffer,
  kind: CvKindName,
  /** The posting's country (English name or ISO code), for numbers written without '+'. */
  defaultCountry?: string | null,
): Promise<ReadCvResult> {
  const extracted = await extractCvText(bytes, kind);
  if ('reason' in extracted) return { language: null, fields: {}, reason: extracted.reason };
  if (extracted.text.replace(/\s/g, '').length < 20) {
    return { language: null, fields: {}, reason: 'noText' };
  }
  // A posting stores its country by English name (spec 3); a national number is read in it.
  const code = countryList.find(
    (c) => c.name === defaultCountry || c.code === defaultCountry,
  )?.code;
  const country = code as CountryCode | undefined;
  const { language, fields } = parseCv(extracted.text, { defaultCountry: country });
  return {
    language,
    fields,
    reason: language === 'unknown' ? 'unknownLanguage' : null,
  };
}
