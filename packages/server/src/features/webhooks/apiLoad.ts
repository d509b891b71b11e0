// Issue 42 (decision 286): how busy this process is answering API requests, for the dispatcher's
// pace (pace.ts). Two signs, every `sampleMs`: the share of the last interval during which at
// least one request was being answered (counted on the HTTP server itself, so every route
// counts), and the event loop's utilization beyond one half (a loop that is full delays every
// request, whatever is in flight). The larger of the two, smoothed over a few intervals.
import type { Server } from 'node:http';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

export interface ApiLoad {
  /** 0 (idle) to 1 (always answering, or the loop full). */
  load(): number;
  stop(): void;
}

/** The share of busy time from the two signs (pure; tests). */
export function loadOf(answeringShare: number, loopUtilization: number): number {
  const loop = Math.max(0, (loopUtilization - 0.5) * 2);
  return Math.min(1, Math.max(answeringShare, loop));
}

export function createApiLoad(server: Server, sampleMs = 100): ApiLoad {
  let answering = 0;
  /** Busy time counted so far (ms), and since when the open busy span runs. */
  let busyMs = 0;
  let busySince = 0;
  server.on('request', (_request, response) => {
    if (answering === 0) busySince = performance.now();
    answering += 1;
    response.once('close', () => {
      answering -= 1;
      if (answering === 0) busyMs += performance.now() - busySince;
    });
  });
  let sampledAt = performance.now();
  let sampledBusyMs = 0;
  let loop: EventLoopUtilization = performance.eventLoopUtilization();
  let smoothed = 0;
  const timer = setInterval(() => {
    const at = performance.now();
    // The open span is counted up to now and goes on from now.
    if (answering > 0) {
      busyMs += at - busySince;
      busySince = at;
    }
    const share = at > sampledAt ? (busyMs - sampledBusyMs) / (at - sampledAt) : 0;
    const loopNow = performance.eventLoopUtilization(loop);
    loop = performance.eventLoopUtilization();
    sampledAt = at;
    sampledBusyMs = busyMs;
    // Half the last interval, half what came before: about three intervals of memory.
    smoothed = smoothed / 2 + loadOf(share, loopNow.utilization) / 2;
  }, sampleMs);
  timer.unref();
  return {
    // A request being answered now counts at once (the sample may be 100 ms old).
    load: () => (answering > 0 ? Math.max(smoothed, 0.5) : smoothed),
    stop: () => clearInterval(timer),
  };
}
