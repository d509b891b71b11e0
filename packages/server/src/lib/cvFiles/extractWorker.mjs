// Runs in a worker thread (./extractText.ts): reads the text of CV files, one message at a time,
// so that a slow or hostile file (a PDF bomb, a huge DOCX) costs this thread's time and memory,
// never the server's event loop. Plain JavaScript: a worker loads it without the TypeScript
// loader. Decision 153: the thread stays for the next file (pdf.js and mammoth load once).
import { parentPort, workerData } from 'node:worker_threads';
import { pageText } from './pdfLines.mjs';

const { maxPages, maxChars } = workerData;

async function pdfText(bytes) {
  const { getDocumentProxy } = await import('unpdf');
  let pdf;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  } catch (err) {
    if (err && err.name === 'PasswordException') return { reason: 'encrypted' };
    return { reason: 'unreadable' };
  }
  // The document is let go whatever happens: the thread reads the next file after this one.
  try {
    if (pdf.numPages > maxPages) return { reason: 'tooManyPages' };
    let text = '';
    for (let i = 1; i <= pdf.numPages && text.length < maxChars; i += 1) {
      const page = await pdf.getPage(i);
      const content = await page.getTextContent();
      text += pageText(content.items);
      text += '\n';
    }
    return { text };
  } finally {
    await pdf.destroy();
  }
}

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The paragraphs of a header or footer part: its `w:t` runs, a line per `w:p`. */
function partText(xml) {
  return xml
    .split(/<\/w:p>/)
    .map((p) =>
      [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
        .map((m) => m[1])
        .join('')
        .replace(/&(amp|lt|gt|quot|apos);/g, (_, e) => entities[e]),
    )
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/**
 * The body's text (mammoth) with the page headers before it and the footers after it: mammoth
 * leaves them out, and a CV often has its e-mail and phone there (issue 37).
 */
async function docxText(bytes) {
  const mammoth = (await import('mammoth')).default;
  const JSZip = (await import('jszip')).default;
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    const zip = await JSZip.loadAsync(bytes);
    const parts = async (kind) => {
      const names = Object.keys(zip.files)
        .filter((name) => new RegExp(`^word/${kind}\\d*\\.xml$`).test(name))
        .sort();
      const texts = [];
      for (const name of names) texts.push(partText(await zip.files[name].async('string')));
      return texts.filter((t) => t !== '');
    };
    return { text: [...(await parts('header')), value, ...(await parts('footer'))].join('\n') };
  } catch {
    return { reason: 'unreadable' };
  }
}

parentPort.on('message', async ({ bytes, kind }) => {
  try {
    const result = kind === 'pdf' ? await pdfText(bytes) : await docxText(bytes);
    if (result.text !== undefined) result.text = result.text.slice(0, maxChars);
    parentPort.postMessage(result);
  } catch {
    parentPort.postMessage({ reason: 'unreadable' });
  }
});
