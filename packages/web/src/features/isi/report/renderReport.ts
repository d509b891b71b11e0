// Draws the ISI report of a result on A4-sized canvases in English or Arabic and turns them into
// a PDF (pdf.ts). The canvas uses the browser's own text engine, so Arabic letters join and lines
// run right to left correctly (docs/decisions/031-isi-pdf-report.md).
import type { TFunction } from 'i18next';
import {
  isiPerceptionalScales,
  isiScaleGroupNames,
  isiScaleNames,
  isiThinkingScales,
  isiTypes,
  type IsiResult,
  type IsiScaleKey,
} from '@talentpool/domain/isi/types';
import { isiTypeTexts } from '@talentpool/domain/isi/typeTexts';
import type { Language } from '@talentpool/domain/language';
import { buildImagePdf, type JpegPage } from './pdf';

// A4 at 150 dpi.
const PAGE_W = 1240;
const PAGE_H = 1754;
const MARGIN = 100;
const FONT =
  'system-ui, "Segoe UI", "Noto Sans", "Noto Sans Arabic", "DejaVu Sans", Arial, sans-serif';

interface TextStyle {
  size: number;
  weight?: number;
  color?: string;
  lineHeight?: number;
}

class ReportCanvas {
  readonly pages: HTMLCanvasElement[] = [];
  private ctx!: CanvasRenderingContext2D;
  y = MARGIN;

  constructor(private readonly rtl: boolean) {
    this.newPage();
  }

  newPage() {
    const canvas = document.createElement('canvas');
    canvas.width = PAGE_W;
    canvas.height = PAGE_H;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas is not available');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, PAGE_W, PAGE_H);
    ctx.direction = this.rtl ? 'rtl' : 'ltr';
    ctx.textBaseline = 'alphabetic';
    this.pages.push(canvas);
    this.ctx = ctx;
    this.y = MARGIN;
  }

  ensure(height: number) {
    if (this.y + height > PAGE_H - MARGIN) this.newPage();
  }

  /** x measured from the start edge (left in English, right in Arabic). */
  private edge(x: number, width = 0) {
    return this.rtl ? PAGE_W - x - width : x;
  }

  private setFont(style: TextStyle) {
    this.ctx.font = `${style.weight ?? 400} ${style.size}px ${FONT}`;
    this.ctx.fillStyle = style.color ?? '#1b1f24';
  }

  private wrap(text: string, maxWidth: number): string[] {
    const words = text.split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.ctx.measureText(candidate).width > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  text(text: string, style: TextStyle, x = MARGIN, maxWidth = PAGE_W - 2 * MARGIN) {
    this.setFont(style);
    const lineHeight = style.lineHeight ?? Math.round(style.size * 1.45);
    for (const line of this.wrap(text, maxWidth)) {
      this.ensure(lineHeight);
      this.setFont(style);
      this.ctx.textAlign = this.rtl ? 'right' : 'left';
      this.ctx.fillText(line, this.rtl ? PAGE_W - x : x, this.y + style.size);
      this.y += lineHeight;
    }
  }

  gap(h: number) {
    this.y += h;
  }

  rule(color = '#d5dbe3') {
    this.ctx.fillStyle = color;
    this.ctx.fillRect(MARGIN, this.y, PAGE_W - 2 * MARGIN, 3);
    this.y += 3;
  }

  typeBlock(
    image: HTMLImageElement | null,
    heading: string,
    name: string,
    color: string,
    tint: string,
    body: string,
  ) {
    const imageSize = 170;
    this.setFont({ size: 26 });
    const textX = MARGIN + imageSize + 40;
    const textWidth = PAGE_W - textX - MARGIN - 20;
    const lines = this.wrap(body, textWidth).length;
    const height = Math.max(imageSize + 40, 40 + 34 + 56 + lines * 38 + 20);
    this.ensure(height);
    this.ctx.fillStyle = tint;
    this.ctx.fillRect(MARGIN, this.y, PAGE_W - 2 * MARGIN, height);
    this.ctx.fillStyle = color;
    this.ctx.fillRect(this.edge(MARGIN, 10), this.y, 10, height);
    if (image)
      this.ctx.drawImage(
        image,
        this.edge(MARGIN + 20, imageSize),
        this.y + 20,
        imageSize,
        imageSize,
      );
    const top = this.y;
    this.y = top + 24;
    this.text(heading, { size: 24, color: '#4f5a66', weight: 600 }, textX, textWidth);
    this.text(name, { size: 44, color, weight: 700 }, textX, textWidth);
    this.gap(6);
    this.text(body, { size: 26, lineHeight: 38 }, textX, textWidth);
    this.y = top + height + 30;
  }

  bars(title: string, scales: readonly IsiScaleKey[], result: IsiResult, lang: Language) {
    this.ensure(60 + scales.length * 62);
    this.text(title, { size: 30, weight: 700, color: '#1f4e79' });
    this.gap(8);
    const labelWidth = 300;
    const valueWidth = 110;
    const trackX = MARGIN + labelWidth;
    const trackW = PAGE_W - 2 * MARGIN - labelWidth - valueWidth;
    for (const scale of scales) {
      const value = result[scale];
      const color = isiTypes.find((t) => t.scale === scale)?.color ?? '#1f4e79';
      this.setFont({ size: 26 });
      this.ctx.textAlign = this.rtl ? 'right' : 'left';
      this.ctx.fillText(
        isiScaleNames[scale][lang],
        this.rtl ? PAGE_W - MARGIN : MARGIN,
        this.y + 30,
      );
      this.ctx.fillStyle = '#e4e9ee';
      this.ctx.fillRect(this.edge(trackX, trackW), this.y + 8, trackW, 30);
      this.ctx.fillStyle = color;
      const w = (trackW * value) / 100;
      this.ctx.fillRect(this.rtl ? PAGE_W - trackX - w : trackX, this.y + 8, w, 30);
      this.setFont({ size: 26, weight: 700 });
      this.ctx.textAlign = this.rtl ? 'left' : 'right';
      this.ctx.fillText(`${value}%`, this.rtl ? MARGIN : PAGE_W - MARGIN, this.y + 32);
      this.y += 52;
    }
    this.gap(16);
  }

  async toPages(): Promise<JpegPage[]> {
    return Promise.all(
      this.pages.map(async (canvas) => {
        const blob = await new Promise<Blob | null>((resolve) =>
          canvas.toBlob(resolve, 'image/jpeg', 0.9),
        );
        if (!blob) throw new Error('the report could not be drawn');
        return {
          jpeg: new Uint8Array(await blob.arrayBuffer()),
          width: canvas.width,
          height: canvas.height,
        };
      }),
    );
  }
}

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

/** The report of a result as PDF bytes, in the given language. */
export async function renderIsiReport(
  result: IsiResult,
  lang: Language,
  t: TFunction,
  takenAt?: Date | null,
): Promise<Uint8Array> {
  const report = new ReportCanvas(lang === 'ar');
  const type = isiTypes[result.iRes1];
  const style = isiTypes[result.iRes2];
  const typeTexts = isiTypeTexts[result.iRes1];
  const styleTexts = isiTypeTexts[result.iRes2];
  if (!type || !style || !typeTexts || !styleTexts) throw new Error('invalid result');
  const [typeImage, styleImage] = await Promise.all([
    loadImage(`/isi/${type.slug}.svg`),
    loadImage(`/isi/${style.slug}.svg`),
  ]);

  report.text(t('isi.report.title'), { size: 54, weight: 700, color: '#1f4e79' });
  report.text(t('isi.report.subtitle'), { size: 30, color: '#4f5a66' });
  const date = (takenAt ?? new Date()).toLocaleDateString(lang === 'ar' ? 'ar' : 'en-GB', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  report.text(t('isi.report.date', { date }), { size: 24, color: '#4f5a66' });
  report.gap(16);
  report.rule();
  report.gap(30);
  report.typeBlock(
    typeImage,
    t('isi.report.personality'),
    type.name[lang],
    type.color,
    type.tint,
    typeTexts.short[lang],
  );
  report.typeBlock(
    styleImage,
    t('isi.report.leadership'),
    style.name[lang],
    style.color,
    style.tint,
    styleTexts.short[lang],
  );
  report.text(t('isi.report.scores'), { size: 34, weight: 700 });
  report.gap(10);
  report.bars(isiScaleGroupNames.thinking[lang], isiThinkingScales, result, lang);
  report.bars(isiScaleGroupNames.perceptional[lang], isiPerceptionalScales, result, lang);

  for (const [info, texts] of [
    [type, typeTexts],
    [style, styleTexts],
  ] as const) {
    report.gap(10);
    report.text(info.name[lang], { size: 34, weight: 700, color: info.color });
    for (const paragraph of texts.long[lang]) {
      report.text(paragraph, { size: 25, lineHeight: 37 });
      report.gap(10);
    }
    report.text(`${t('isi.info.strengths')}: ${texts.strengths[lang].join(' · ')}`, {
      size: 25,
      weight: 600,
    });
  }
  report.gap(20);
  report.rule();
  report.gap(16);
  report.text(t('isi.report.footer'), { size: 22, color: '#4f5a66' });

  return buildImagePdf(await report.toPages(), `ISI report (${lang})`);
}

export function downloadPdf(bytes: Uint8Array, fileName: string): void {
  const blob = new Blob([bytes as BlobPart], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
