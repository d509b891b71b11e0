// Reads a CV file's text in a worker thread with a memory limit and a time limit (decision 142):
// a PDF bomb, a file of thousands of pages or a DOCX that inflates to gigabytes ends that thread
// (answered as `unreadable` or `tooManyPages`), and the server keeps answering meanwhile.
// Decision 153: one worker reads file after file, one at a time. A fresh worker per file cost
// about 0.3 s of CPU to start and load pdf.js or mammoth, against 10-20 ms to read a CV once
// loaded: an import of 50 CVs spent 95% of its work starting workers. A worker that a file ends
// (time, memory, a crash) answers `unreadable` for that file only, and the next file gets a new
// one; a worker is also replaced after `filesPerWorker` files (what pdf.js keeps between files
// stays bounded) and ended after `idleMs` without work.
import { Worker } from 'node:worker_threads';
import { cvLimits, type CvKindName, type CvReason } from '@talentpool/domain/cv/schemas';

export type ExtractResult = { text: string } | { reason: CvReason };

const filesPerWorker = 25;
const idleMs = 30_000;

interface Reader {
  worker: Worker;
  served: number;
  idle: NodeJS.Timeout | null;
}

let reader: Reader | null = null;
/** Files are read one after the other: the one worker never holds two. */
let queue: Promise<unknown> = Promise.resolve();

function retire(r: Reader) {
  if (r.idle) clearTimeout(r.idle);
  if (reader === r) reader = null;
  void r.worker.terminate();
}

function newReader(): Reader {
  const worker = new Worker(new URL('./extractWorker.mjs', import.meta.url), {
    workerData: { maxPages: cvLimits.pdfMaxPages, maxChars: cvLimits.textMaxChars },
    resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48 },
    stdout: true,
    stderr: true,
  });
  // pdf.js warns on stdout about fonts it cannot load; that is no one's business.
  worker.stdout.resume();
  worker.stderr.resume();
  const r: Reader = { worker, served: 0, idle: null };
  // A worker that ends between files (it should not) is simply replaced by the next file.
  worker.on('error', () => retire(r));
  worker.on('exit', () => retire(r));
  return r;
}

function readOne(bytes: Buffer, kind: CvKindName, timeoutMs: number): Promise<ExtractResult> {
  const r = reader ?? newReader();
  reader = r;
  if (r.idle) clearTimeout(r.idle);
  r.idle = null;
  r.worker.ref();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: ExtractResult, ended: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      r.worker.off('message', onMessage);
      r.worker.off('error', onEnd);
      r.worker.off('exit', onEnd);
      r.served += 1;
      if (ended || r.served >= filesPerWorker) retire(r);
      else {
        r.worker.unref();
        r.idle = setTimeout(() => retire(r), idleMs);
        r.idle.unref();
      }
      resolve(result);
    };
    const onMessage = (message: ExtractResult) => settle(message, false);
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash inside a library.
    const onEnd = () => settle({ reason: 'unreadable' }, true);
    const timer = setTimeout(() => settle({ reason: 'unreadable' }, true), timeoutMs);
    r.worker.on('message', onMessage);
    r.worker.once('error', onEnd);
    r.worker.once('exit', onEnd);
    r.worker.postMessage({ bytes, kind });
  });
}

export function extractCvText(
  bytes: Buffer,
  kind: CvKindName,
  timeoutMs = cvLimits.readTimeoutSeconds * 1000,
): Promise<ExtractResult> {
  const turn = queue.then(() => readOne(bytes, kind, timeoutMs));
  queue = turn.catch(() => undefined);
  return turn;
}
