// A tagged PDF of text in English or Arabic (decision 136, decision 187, decisions.md 17),
// shared by every PDF the server writes: the ISI report (features/isi/report.ts) and the offer
// letter with its signature page (features/offers, issue 41). pdfkit writes it: selectable,
// searchable text in embedded fonts (Noto Sans for Latin, Amiri for Arabic, both under the SIL
// Open Font Licence, shipped as npm packages and never downloaded), the document language
// (/Lang), a structure tree (H1, H2, P, L/LI, Figure) for screen readers. Arabic: fontkit shapes
// the letters; lines that mix directions are cut into runs with bidi-js and a right-to-left run
// is written glyph by glyph in reading order (lib/pdfRightToLeft.ts), so extractors and the tag
// tree read the words as written, one space apart (pdfjs too: decision 283).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Language } from '@talentpool/domain/language';
import { drawBidiLine, visualRuns } from './pdfRightToLeft';

const require = createRequire(import.meta.url);
const fonts = {
  latin: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  latinBold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  arabic: require.resolve('@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf'),
  arabicBold: require.resolve('@expo-google-fonts/amiri/700Bold/Amiri_700Bold.ttf'),
};

const arabicLetter = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const WIDTH = PAGE.width - 2 * PAGE.margin;

export class TextPdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly root: PDFKit.PDFStructureElement;
  private readonly rtl: boolean;

  constructor(
    readonly lang: Language,
    title: string,
    options: { subject: string; createdAt?: Date } = { subject: 'Intellectual Style Inventory' },
  ) {
    this.rtl = lang === 'ar';
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      lang,
      tagged: true,
      displayTitle: true,
      pdfVersion: '1.7',
      info: {
        Title: title,
        Author: 'TalentPool',
        Subject: options.subject,
        ...(options.createdAt ? { CreationDate: options.createdAt } : {}),
      },
    });
    this.doc.registerFont('latin', fonts.latin);
    this.doc.registerFont('latinBold', fonts.latinBold);
    this.doc.registerFont('arabic', fonts.arabic);
    this.doc.registerFont('arabicBold', fonts.arabicBold);
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
  }

  private fontFor(text: string, bold: boolean): string {
    const arabic = arabicLetter.test(text);
    return `${arabic ? 'arabic' : 'latin'}${bold ? 'Bold' : ''}`;
  }

  private widthOf(text: string, size: number, bold: boolean): number {
    return visualRuns(text, this.rtl).reduce((width, run) => {
      this.doc.font(this.fontFor(run.text, bold)).fontSize(size);
      return width + this.doc.widthOfString(run.text);
    }, 0);
  }

  /** Greedy line breaking at spaces, measured run by run. */
  private wrap(text: string, size: number, bold: boolean, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.widthOf(next, size, bold) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  private ensure(height: number) {
    if (this.doc.y + height > PAGE.height - PAGE.margin) this.doc.addPage();
  }

  /** The runs of one line from x at y (lib/pdfRightToLeft.ts: reading order, decisions.md 17). */
  private drawRuns(line: string, x: number, y: number, size: number, bold: boolean, color: string) {
    this.doc.fillColor(color);
    drawBidiLine(this.doc, line, {
      x,
      y,
      rtl: this.rtl,
      font: (text) => this.doc.font(this.fontFor(text, bold)).fontSize(size),
    });
  }

  /** One line at the current y, aligned to the start edge (right in Arabic). */
  private drawLine(line: string, size: number, bold: boolean, color: string) {
    const doc = this.doc;
    const lineHeight = size * 1.5;
    this.ensure(lineHeight);
    const y = doc.y;
    const total = this.widthOf(line, size, bold);
    this.drawRuns(line, this.rtl ? PAGE.margin + WIDTH - total : PAGE.margin, y, size, bold, color);
    doc.x = PAGE.margin;
    doc.y = y + lineHeight;
  }

  private block(tag: string, text: string, size: number, bold = false, color = '#1a1a1a') {
    // A page break inside a structure element's marked content is avoided: the whole block moves.
    const lines = this.wrap(text, size, bold, WIDTH);
    this.ensure(lines.length * size * 1.5);
    // Each element carries its text as written (/ActualText, decision 210): pdfjs' structure
    // tree (what Firefox gives a screen reader) and other tag-tree readers get the sentence whole,
    // spaces and marks included, whatever a reader makes of the glyphs.
    const element = this.doc.struct(tag, { actual: lines.join(' ') }, () => {
      for (const line of lines) this.drawLine(line, size, bold, color);
    });
    this.root.add(element);
  }

  heading1(text: string) {
    this.block('H1', text, 22, true, '#1f4e79');
  }

  heading2(text: string) {
    this.doc.y += 8;
    this.ensure(40);
    this.block('H2', text, 15, true, '#1f4e79');
  }

  paragraph(text: string, color?: string) {
    this.block('P', text, 11, false, color);
  }

  list(items: readonly string[]) {
    const list = this.doc.struct('L');
    this.root.add(list);
    for (const item of items) {
      const lines = this.wrap(`• ${item}`, 11, false, WIDTH);
      this.ensure(lines.length * 11 * 1.5);
      // The bullet is drawn, not read (decision 210).
      const element = this.doc.struct('LI', { actual: item }, () => {
        for (const line of lines) this.drawLine(line, 11, false, '#1a1a1a');
      });
      list.add(element);
    }
    list.end();
  }

  /** The eight scores as vector bars, one Figure with its alternative text. */
  chart(bars: readonly { label: string; value: number; color: string }[], alt: string) {
    const doc = this.doc;
    const rowHeight = 22;
    this.ensure(bars.length * rowHeight + 10);
    const top = doc.y;
    const labelWidth = 150;
    const trackWidth = WIDTH - labelWidth - 40;
    const figure = doc.struct('Figure', { alt }, () => {
      bars.forEach((bar, i) => {
        const y = top + i * rowHeight;
        const trackX = this.rtl ? PAGE.margin + 40 : PAGE.margin + labelWidth;
        doc.rect(trackX, y + 4, trackWidth, 10).fill('#e8eef4');
        const filled = (trackWidth * bar.value) / 100;
        const fillX = this.rtl ? trackX + trackWidth - filled : trackX;
        if (filled > 0) doc.rect(fillX, y + 4, filled, 10).fill(bar.color);
      });
    });
    this.root.add(figure);
    // The labels and values as text (artifacts of the figure are the bars; these are read).
    bars.forEach((bar, i) => {
      const y = top + i * rowHeight;
      const label = this.doc.struct('P', { actual: `${bar.label} ${bar.value}` }, () => {
        // The label at the start edge of its column (the right in Arabic).
        const labelX = this.rtl
          ? PAGE.margin + WIDTH - this.widthOf(bar.label, 10, false)
          : PAGE.margin;
        this.drawRuns(bar.label, labelX, y + 2, 10, false, '#1a1a1a');
        doc.font('latin').fontSize(10);
        const valueX = this.rtl ? PAGE.margin : PAGE.margin + WIDTH - 32;
        doc.text(String(bar.value), valueX, y + 2, {
          width: 32,
          align: this.rtl ? 'left' : 'right',
          lineBreak: false,
        });
      });
      this.root.add(label);
    });
    doc.x = PAGE.margin;
    doc.y = top + bars.length * rowHeight + 6;
  }

  /** A new page; the next block starts at its top. */
  newPage() {
    this.doc.addPage();
    this.doc.x = PAGE.margin;
    this.doc.y = PAGE.margin;
  }

  async finish(footer: string): Promise<Buffer> {
    this.doc.y = Math.max(this.doc.y + 12, this.doc.y);
    this.paragraph(footer, '#555555');
    this.root.end();
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.end();
    return done;
  }
}
