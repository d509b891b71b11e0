// Issue 22 (decision 136): the ISI report as a PDF made of text. pdfkit writes it on the server:
// selectable, searchable text in embedded fonts (Noto Sans for Latin, Amiri for Arabic, both
// under the SIL Open Font Licence, shipped as npm packages and never downloaded),
// the document language (/Lang), a structure tree (tagged PDF: H1, H2, P, L/LI, Figure with
// alternative text, MarkInfo Marked true) for screen readers, and the score chart as vectors.
// Arabic: fontkit (inside pdfkit) shapes the letters with the font's OpenType tables and lays a
// right-to-left run out right to left; lines that mix Arabic with digits or Latin text are cut
// into directional runs with bidi-js (the Unicode bidirectional algorithm) and placed in visual
// order; a right-to-left run is written glyph by glyph in reading order (lib/pdfRightToLeft.ts,
// decisions.md 17), so extractors and the tag tree read the words as written.
// Amiri has a glyph of its own for each letter form: with Noto Sans Arabic, whose letter forms
// share dotless glyphs, extracted text turned a ن into a ب (decision 136).
import { TextPdfWriter } from '../../lib/textPdf';
import {
  isiPerceptionalScales,
  isiScaleNames,
  isiThinkingScales,
  isiTypes,
  type IsiScaleKey,
} from '@talentpool/domain/isi/types';
import type { IsiFlags } from '@talentpool/domain/isi/responseQuality';
import { isiReportTexts } from '@talentpool/domain/isi/reportTexts';
import { isiTypeTexts } from '@talentpool/domain/isi/typeTexts';
import type { Language } from '@talentpool/domain/language';
import type { IsiResult } from '@talentpool/domain/isi/types';

export interface IsiReportInput {
  name: string;
  lang: Language;
  result: IsiResult;
  takenAt: Date;
  flags: IsiFlags | null;
  norms:
    | {
        kind: 'percentiles';
        respondents: number;
        simulated: boolean;
        values: Record<IsiScaleKey, number | null>;
      }
    | { kind: 'notEnough'; respondents: number; minimum: number };
}

const typeColor = (scale: IsiScaleKey) =>
  isiTypes.find((t) => t.scale === scale)?.color ?? '#1f4e79';

/** The report of one result: the same sections, in the same order, in both languages. */
export async function renderIsiReport(input: IsiReportInput): Promise<Buffer> {
  const { lang, result } = input;
  const texts = isiReportTexts[lang];
  const writer = new TextPdfWriter(lang, `${texts.title}: ${input.name}`);
  writer.heading1(`${texts.title}: ${input.name}`);
  writer.paragraph(texts.subtitle);
  writer.paragraph(texts.preparedFor(input.name));
  writer.paragraph(texts.date(input.takenAt.toISOString().slice(0, 10)));

  for (const [heading, index] of [
    [texts.personality, result.iRes1],
    [texts.leadership, result.iRes2],
  ] as const) {
    const type = isiTypes[index];
    writer.heading2(`${heading}: ${type?.name[lang] ?? ''}`);
    writer.paragraph(isiTypeTexts[index]?.short[lang] ?? '');
  }

  writer.heading2(texts.scores);
  const line = (scale: IsiScaleKey) => {
    const base = texts.scoreLine(isiScaleNames[scale][lang], result[scale]);
    const percentile = input.norms.kind === 'percentiles' ? input.norms.values[scale] : null;
    return percentile === null ? base : texts.withPercentile(base, percentile);
  };
  for (const [group, scales] of [
    [texts.thinking, isiThinkingScales],
    [texts.perceptional, isiPerceptionalScales],
  ] as const) {
    writer.paragraph(group);
    writer.chart(
      scales.map((scale) => ({
        label: isiScaleNames[scale][lang],
        value: result[scale],
        color: typeColor(scale),
      })),
      texts.chartAlt(scales.map(line).join('; ')),
    );
  }

  writer.heading2(texts.normsTitle);
  if (input.norms.kind === 'percentiles') {
    writer.paragraph(texts.normsGroup(input.norms.respondents));
    if (input.norms.simulated) writer.paragraph(texts.normsSimulated);
    writer.list([...isiThinkingScales, ...isiPerceptionalScales].map(line));
  } else {
    writer.paragraph(texts.normsNotEnough(input.norms.respondents, input.norms.minimum));
  }

  if (input.flags) {
    writer.heading2(texts.qualityTitle);
    const raised = (['straightLining', 'tooFast', 'inconsistent'] as const).filter(
      (key) => input.flags?.[key] === true,
    );
    if (raised.length === 0) writer.paragraph(texts.qualityNone);
    else {
      writer.paragraph(texts.qualityAdvice);
      writer.list(raised.map((key) => texts[key]));
    }
  }
  return writer.finish(texts.footer);
}
