// The log destination never blocks (decision 117): an output nobody reads costs dropped lines
// (counted, then reported), never a stuck event loop; a reader that has gone ends the logging.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogOutput } from './logOutput';

/** An output that takes `capacity` bytes, then nothing more until `read()` is called. */
function stuckOutput(capacity: number) {
  const written: string[] = [];
  const waiting: (() => void)[] = [];
  let reading = false;
  const stream = new Writable({
    highWaterMark: capacity,
    write(chunk: Buffer, _encoding, callback) {
      written.push(chunk.toString());
      if (reading) callback();
      else waiting.push(callback);
    },
  });
  return {
    stream,
    written,
    /** From now on the output takes everything. */
    read() {
      reading = true;
      for (const callback of waiting.splice(0)) callback();
    },
  };
}

describe('log output', () => {
  it('drops lines while the queue is over its limit, then says how many', async () => {
    const out = stuckOutput(16);
    const log = createLogOutput(out.stream, 100);
    for (let i = 0; i < 20; i++) log.write(`${JSON.stringify({ msg: `line ${i}` })}\n`);
    // A little over the limit is queued; the rest is dropped, nothing blocks.
    expect(out.stream.writableLength).toBeGreaterThan(100);
    expect(out.stream.writableLength).toBeLessThan(200);
    out.read();
    await log.flush(1_000);
    const kept = out.written.length;
    log.write('{"msg":"after"}\n');
    await log.flush(1_000);
    const [notice, after] = out.written.slice(kept);
    expect(JSON.parse(notice ?? '{}')).toMatchObject({ level: 40, dropped: 20 - kept });
    expect(after).toBe('{"msg":"after"}\n');
  });

  it('stops writing after an error (EPIPE) instead of throwing', () => {
    const out = stuckOutput(1024);
    const log = createLogOutput(out.stream);
    out.stream.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    log.write('{"msg":"lost"}\n');
    expect(out.written).toEqual([]);
  });

  it('waits for the queue to drain on flush, but not longer than asked', async () => {
    const out = stuckOutput(16);
    const log = createLogOutput(out.stream);
    log.write(`${'x'.repeat(64)}\n`);
    const started = Date.now();
    await log.flush(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    const flushed = log.flush(10_000);
    out.read();
    await flushed;
    await log.flush(10_000);
  });
});
