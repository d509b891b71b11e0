// Where the server's log lines go: standard output, without ever blocking (decision 117).
//
// pino's default destination writes synchronously and, when the pipe is full (its reader stuck
// or gone without closing it), retries in `Atomics.wait` for ever: the main thread sleeps, no
// request is answered, and no timer, not even the forced exit of the shutdown, can fire. Its
// asynchronous destination is no better at the end: it flushes synchronously on `process.exit`,
// with the same endless retry. Here each line goes through `process.stdout`, which on a pipe
// writes what the kernel takes at once and queues the rest in the event loop; nothing is flushed
// at exit. When the queue passes `maxPendingBytes` (nobody reads) lines are dropped and counted,
// and the count is logged once the output moves again. A reader that has gone (EPIPE) ends the
// logging; the server keeps serving.
const defaultMaxPendingBytes = 8 * 1024 * 1024;

export interface LogOutput {
  /** Takes one log line (pino's JSON and its newline). */
  write(line: string): void;
  /** Resolves once the queued lines are written, the output is gone, or after `timeoutMs`. */
  flush(timeoutMs: number): Promise<void>;
}

let output: LogOutput | undefined;

/** The process-wide log destination (one, however many apps are built in the process). */
export function logOutput(): LogOutput {
  output ??= createLogOutput(process.stdout);
  return output;
}

export function createLogOutput(
  stream: NodeJS.WritableStream & { writableLength: number },
  maxPendingBytes = defaultMaxPendingBytes,
): LogOutput {
  let gone = false;
  let dropped = 0;
  // A write error (EPIPE: the reader has gone) would otherwise be an uncaught exception.
  stream.on('error', () => {
    gone = true;
  });
  const result: LogOutput = {
    write(line: string) {
      if (gone) return;
      if (stream.writableLength > maxPendingBytes) {
        dropped++;
        return;
      }
      if (dropped > 0) {
        const level = 40; // pino's "warn"
        stream.write(
          `${JSON.stringify({ level, time: Date.now(), dropped, msg: 'log lines dropped: standard output was not read' })}\n`,
        );
        dropped = 0;
      }
      stream.write(line);
    },
    flush(timeoutMs) {
      if (gone || stream.writableLength === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        timer.unref();
        stream.once('drain', done);
        stream.once('error', done);
        function done() {
          clearTimeout(timer);
          stream.off('drain', done);
          stream.off('error', done);
          resolve();
        }
      });
    },
  };
  return result;
}
