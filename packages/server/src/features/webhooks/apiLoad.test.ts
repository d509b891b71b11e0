// Decision 286: the API's load as the dispatcher sees it. What is checked does not depend on the
// samples' timing: a request being answered counts at once, and the pure rule that combines the
// two signs.
import { createServer, request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiLoad, loadOf } from './apiLoad';

const server = createServer();
const apiLoad = createApiLoad(server, 3_600_000);

afterEach(() => {
  apiLoad.stop();
  server.close();
});

describe('the API load', () => {
  it('counts a request being answered at once, before any sample', async () => {
    let held: ServerResponse | undefined;
    const arrived = new Promise<void>((resolve) => {
      server.on('request', (_request, response) => {
        held = response;
        resolve();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(apiLoad.load()).toBe(0);
    const answered = new Promise<void>((resolve) => {
      httpRequest({ port, host: '127.0.0.1', path: '/' }, (response) => {
        response.resume();
        response.on('end', resolve);
      }).end();
    });
    await arrived;
    expect(apiLoad.load()).toBeGreaterThanOrEqual(0.5);
    held?.end();
    await answered;
    // No sample was taken (one an hour): nothing remains of it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(apiLoad.load()).toBe(0);
  });

  it('takes the larger of requests in flight and the loop past one half', () => {
    expect(loadOf(0, 0.3)).toBe(0);
    expect(loadOf(0.2, 0.9)).toBeCloseTo(0.8);
    expect(loadOf(0.7, 0.6)).toBeCloseTo(0.7);
    expect(loadOf(1, 1)).toBe(1);
  });
});
