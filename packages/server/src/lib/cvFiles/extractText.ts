// Reads a CV file's text in a worker thread with a memory limit and a time limit (decision 142):
// a PDF bomb, a file of thousands of pages or a DOCX that inflates to gigabytes ends that thread
// (answered as `unreadable` or `tooManyPages`), and the server keeps answering meanwhile.
import { Worker } from 'node:worker_threads';
import { cvLimits, type CvKindName, type CvReason } from '@talentpool/domain/cv/schemas';

export type ExtractResult = { text: string } | { reason: CvReason };

export function extractCvText(
  bytes: Buffer,
  kind: CvKindName,
  timeoutMs = cvLimits.readTimeoutSeconds * 1000,
): Promise<ExtractResult> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: ExtractResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const worker = new Worker(new URL('./extractWorker.mjs', import.meta.url), {
      workerData: {
        bytes,
        kind,
        maxPages: cvLimits.pdfMaxPages,
        maxChars: cvLimits.textMaxChars,
      },
      resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48 },
      stdout: true,
      stderr: true,
    });
    // pdf.js warns on stdout about fonts it cannot load; that is no one's business.
    worker.stdout.resume();
    worker.stderr.resume();
    const timer = setTimeout(() => settle({ reason: 'unreadable' }), timeoutMs);
    worker.once('message', (message: ExtractResult) => settle(message));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash inside a library.
    worker.once('error', () => settle({ reason: 'unreadable' }));
    worker.once('exit', () => settle({ reason: 'unreadable' }));
  });
}
