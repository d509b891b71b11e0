// Runs in a worker thread (./extractText.ts): reads the text of CV files, one message at a time,
// so that a slow or hostile file (a PDF bomb, a huge DOCX) costs this thread's time and memory,
// never the server's event loop. Plain JavaScript: a worker loads it without the TypeScript
// loader. Decision 153: the thread stays for the next file (pdf.js and mammoth load once).
import { parentPort, workerData } from 'node:worker_threads';

const { maxPages, maxChars } = workerData;

const arabic = /[\u0600-\u06FF]/g;
const latin = /[A-Za-z]/g;

/**
 * The page's text items as lines: grouped by baseline, top to bottom; inside a line ordered by
 * x, right to left when Arabic letters outnumber Latin ones (pdf.js gives each item in logical
 * order already, but a right-to-left line's items stand from right to left).
 */
function linesOf(items) {
  const rows = [];
  for (const item of items) {
    const y = item.transform[5];
    const height = Math.max(2, (item.height || 10) * 0.5);
    let row = rows.find((r) => Math.abs(r.y - y) < height);
    if (!row) {
      row = { y, items: [] };
      rows.push(row);
    }
    row.items.push(item);
  }
  rows.sort((a, b) => b.y - a.y);
  return rows
    .map((row) => {
      const all = row.items.map((i) => i.str).join('');
      const rtl = (all.match(arabic)?.length ?? 0) > (all.match(latin)?.length ?? 0);
      const sorted = [...row.items].sort((a, b) => a.transform[4] - b.transform[4]);
      if (rtl) sorted.reverse();
      return sorted.map((i) => i.str.trim()).join(' ');
    })
    .join('\n');
}

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
      text += linesOf(content.items.filter((item) => 'str' in item && item.str.trim() !== ''));
      text += '\n';
    }
    return { text };
  } finally {
    await pdf.destroy();
  }
}

async function docxText(bytes) {
  const mammoth = (await import('mammoth')).default;
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return { text: value };
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
