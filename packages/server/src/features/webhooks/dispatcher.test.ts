// Decision 281: the dispatcher keeps fewer deliveries in flight while the process answers API
// requests (16, else 32), and fails what a webhook turned off meanwhile would have sent. A real
// local receiver holds every request until the test lets it go, so what is in flight at once is
// counted, not timed; the repository is a stand-in that hands out due deliveries.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../../plugins/app/mailer';
import { createDispatcher, type Dispatcher } from './dispatcher';
import type { ClaimedDelivery, WebhooksRepository } from './repository';
import { closeDeliveryPools } from './send';

interface Receiver {
  url: string;
  held: ServerResponse[];
  maxOpen: number;
  received: number;
  waitForHeld(count: number): Promise<void>;
  releaseAll(): void;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const held: ServerResponse[] = [];
  let open = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const receiver: Receiver = {
    url: '',
    held,
    maxOpen: 0,
    received: 0,
    waitForHeld: (count) =>
      new Promise((resolve) => {
        if (held.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    releaseAll() {
      for (const response of held.splice(0)) response.writeHead(200).end();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      open += 1;
      receiver.received += 1;
      receiver.maxOpen = Math.max(receiver.maxOpen, open);
      response.on('finish', () => {
        open -= 1;
      });
      held.push(response);
      for (const waiter of [...waiters]) {
        if (held.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return receiver;
}

/** A repository of `count` due deliveries to `url`; it notes each claim's limit and each record. */
function dueDeliveries(count: number, url: string, inactive: ReadonlySet<number> = new Set()) {
  const due: ClaimedDelivery[] = Array.from({ length: count }, (_, i) => ({
    id: `d${i}`,
    messageId: `msg_${String(i).padStart(32, '0')}`,
    type: 'application.stageChanged',
    occurredAt: new Date('2026-12-06T12:00:00Z'),
    data: { applicationId: `a${i}` },
    attempts: 0,
    webhookId: inactive.has(i) ? 'off' : 'on',
    companyId: 'c',
    url,
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    format: 'standard',
    active: !inactive.has(i),
    lang: 'en',
  }));
  const claims: number[] = [];
  const recorded: string[] = [];
  const failed: string[] = [];
  const repository = {
    async claim(limit: number) {
      claims.push(limit);
      return due.splice(0, limit);
    },
    async record(outcomes: ReadonlyArray<{ deliveryId: string; error: string | null }>) {
      for (const outcome of outcomes) {
        expect(outcome.error).toBeNull();
        recorded.push(outcome.deliveryId);
      }
      return { disabled: [] };
    },
    async failPending(webhookId: string) {
      failed.push(webhookId);
    },
    async ownersOf() {
      return [];
    },
  } as unknown as WebhooksRepository;
  return { repository, claims, recorded, failed };
}

const mailer = { enqueue: async () => undefined } as unknown as Mailer;
let receiver: Receiver;
let dispatcher: Dispatcher | undefined;

beforeEach(async () => {
  receiver = await startReceiver();
});

afterEach(async () => {
  receiver.releaseAll();
  await dispatcher?.stop();
  dispatcher = undefined;
  closeDeliveryPools();
  await receiver.close();
});

function start(repository: WebhooksRepository, busy: boolean) {
  dispatcher = createDispatcher({
    repository,
    mailer,
    log: pino({ level: 'silent' }),
    allowPrivate: true,
    pollMs: 3_600_000,
    busy: () => busy,
  });
  return dispatcher;
}

/** Lets the held requests go as they come until `total` have been received. */
async function releaseUntil(total: number) {
  while (receiver.received < total) {
    await receiver.waitForHeld(1);
    receiver.releaseAll();
  }
  receiver.releaseAll();
}

describe('the dispatcher', () => {
  it('keeps at most 16 in flight while the process answers API requests', async () => {
    const { repository, claims, recorded } = dueDeliveries(40, receiver.url);
    const done = start(repository, true).drain();
    await receiver.waitForHeld(16);
    // 16 held: the first claim asked for 16, and none more is asked until some end.
    expect(claims).toEqual([16]);
    await releaseUntil(40);
    await done;
    expect(receiver.maxOpen).toBeLessThanOrEqual(16);
    expect(claims.every((limit) => limit <= 16)).toBe(true);
    expect([...recorded].sort()).toEqual(Array.from({ length: 40 }, (_, i) => `d${i}`).sort());
  });

  it('sends 32 at once when the process is not answering any', async () => {
    const { repository, claims, recorded } = dueDeliveries(40, receiver.url);
    const done = start(repository, false).drain();
    await receiver.waitForHeld(32);
    expect(claims).toEqual([32]);
    await releaseUntil(40);
    await done;
    expect(receiver.maxOpen).toBe(32);
    expect(recorded).toHaveLength(40);
  });

  it("fails what a webhook turned off meanwhile would have sent, and sends the others'", async () => {
    const { repository, recorded, failed } = dueDeliveries(4, receiver.url, new Set([1, 3]));
    const done = start(repository, false).drain();
    await releaseUntil(2);
    await done;
    expect(failed).toEqual(['off']);
    expect(receiver.received).toBe(2);
    expect([...recorded].sort()).toEqual(['d0', 'd2']);
  });
});
