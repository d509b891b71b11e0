// Issue 41 (decisions.md 20, decision 228): the offer letter as a PDF of text, written with the
// ISI report's writer (lib/textPdf.ts: Arabic shaped and stored in logical order, decision 187),
// and the signed copy: the same pages plus a signature page naming the typed name, the time, the
// address, the browser and the SHA-256 of the letter's PDF as it was served before signing.
// The letter's PDF is the same bytes every time for the same offer (its creation date is the
// offer's), so the hash a candidate signs can be checked against the PDF they were shown.
import { createHash } from 'node:crypto';
import { formatDay, formatSalary } from '@talentpool/domain/offers/letter';
import {
  fillOfferText,
  offersMessagesAr,
  offersMessagesEn,
} from '@talentpool/domain/offers/messages';
import type { Salary } from '@talentpool/domain/offers/schemas';
import type { Language } from '@talentpool/domain/language';
import { TextPdfWriter } from '../../lib/textPdf';

export interface LetterPdfInput {
  lang: Language;
  letter: string;
  companyName: string;
  jobTitle: string;
  salary: Salary;
  startDate: string;
  expiresAt: Date;
  /** The offer's creation time: the PDF's creation date (same bytes each time). */
  createdAt: Date;
}

export interface Signature {
  fullName: string;
  at: Date;
  ip: string;
  userAgent: string;
  letterSha256: string;
}

const textsOf = (lang: Language) => (lang === 'ar' ? offersMessagesAr : offersMessagesEn);

function letterPages(input: LetterPdfInput): TextPdfWriter {
  const texts = textsOf(input.lang);
  const title = `${texts['offers.pdf.title']}: ${input.jobTitle}`;
  const writer = new TextPdfWriter(input.lang, title, {
    subject: texts['offers.pdf.title'],
    createdAt: input.createdAt,
  });
  writer.heading1(title);
  writer.paragraph(input.companyName);
  writer.paragraph(
    fillOfferText(texts['offers.pdf.details'], {
      salary: formatSalary(input.salary, input.lang),
      startDate: formatDay(input.startDate, input.lang),
      expiresAt: formatDay(input.expiresAt.toISOString(), input.lang),
    }),
  );
  for (const line of input.letter.split('\n')) {
    if (line.trim()) writer.paragraph(line.trim());
  }
  return writer;
}

/** The letter as the candidate reads it before signing. */
export function renderLetterPdf(input: LetterPdfInput): Promise<Buffer> {
  return letterPages(input).finish(input.companyName);
}

/** The letter with its signature page. */
export function renderSignedPdf(input: LetterPdfInput, signature: Signature): Promise<Buffer> {
  const texts = textsOf(input.lang);
  const writer = letterPages(input);
  writer.newPage();
  writer.heading1(texts['offers.pdf.signatureTitle']);
  writer.paragraph(fillOfferText(texts['offers.pdf.signedBy'], { name: signature.fullName }));
  writer.paragraph(texts['offers.pdf.signedStatement']);
  writer.paragraph(
    fillOfferText(texts['offers.pdf.signedAt'], {
      at: signature.at.toISOString().replace('T', ' ').slice(0, 19),
    }),
  );
  writer.paragraph(fillOfferText(texts['offers.pdf.signedIp'], { ip: signature.ip }));
  writer.paragraph(fillOfferText(texts['offers.pdf.signedAgent'], { agent: signature.userAgent }));
  writer.paragraph(fillOfferText(texts['offers.pdf.signedHash'], { hash: '' }).trim());
  writer.paragraph(signature.letterSha256);
  return writer.finish(input.companyName);
}

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
