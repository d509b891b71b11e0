// A minimal PDF writer: one JPEG image per A4 page. The report is drawn by the browser on a canvas
// (the browser's text engine shapes and orders Arabic correctly), and each canvas becomes a page.
// See docs/decisions/031-isi-pdf-report.md for why we do not use a PDF text library.

export interface JpegPage {
  /** JPEG file bytes. */
  jpeg: Uint8Array;
  /** Pixel size of the image. */
  width: number;
  height: number;
}

const A4 = { width: 595.28, height: 841.89 };

function ascii(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** Builds a PDF whose pages are the given JPEG images, each filling an A4 page. */
export function buildImagePdf(pages: readonly JpegPage[], title = 'Report'): Uint8Array {
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (bytes: Uint8Array) => {
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (id: number, body: Uint8Array[]) => {
    offsets[id] = length;
    push(ascii(`${id} 0 obj\n`));
    for (const b of body) push(b);
    push(ascii('\nendobj\n'));
  };

  push(ascii('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n'));
  // Objects: 1 catalog, 2 pages, 3 info, then per page: page, contents, image.
  const pageIds = pages.map((_, i) => 4 + i * 3);
  object(1, [ascii('<< /Type /Catalog /Pages 2 0 R >>')]);
  object(2, [
    ascii(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    ),
  ]);
  const safeTitle = title.replace(/[^\x20-\x7E]/g, '').replace(/[()\\]/g, '');
  object(3, [ascii(`<< /Title (${safeTitle}) /Producer (TalentPool) >>`)]);

  pages.forEach((page, i) => {
    const pageId = pageIds[i] ?? 0;
    const contentsId = pageId + 1;
    const imageId = pageId + 2;
    object(pageId, [
      ascii(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
          `/Resources << /XObject << /Im0 ${imageId} 0 R >> >> /Contents ${contentsId} 0 R >>`,
      ),
    ]);
    const drawing = ascii(`q ${A4.width} 0 0 ${A4.height} 0 0 cm /Im0 Do Q`);
    object(contentsId, [
      ascii(`<< /Length ${drawing.length} >>\nstream\n`),
      drawing,
      ascii('\nendstream'),
    ]);
    object(imageId, [
      ascii(
        `<< /Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} ` +
          `/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.length} >>\nstream\n`,
      ),
      page.jpeg,
      ascii('\nendstream'),
    ]);
  });

  const count = 4 + pages.length * 3;
  const xrefAt = length;
  let xref = `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let id = 1; id < count; id++) {
    xref += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
  }
  push(ascii(xref));
  push(
    ascii(`trailer\n<< /Size ${count} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`),
  );

  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
