// Decisions 281 and 286: the dispatcher's pace follows the API's load (given here, with the pace's
// clock: nothing is timed), and it fails what a webhook turned off meanwhile would have sent. A
// real local receiver holds every request until the test lets it go, so what is in flight at once
// is counted; the repository is a stand-in that hands out due deliveries.
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
function dueDeliveries(
  count: number,
  url: string,
  inactive: ReadonlySet<number> = new Set(),
  dueAt = new Date(),
) {
  const due: ClaimedDelivery[] = Array.from({ length: count }, (_, i) => ({
    id: `d${i}`,
    messageId: `msg_${String(i).padStart(32, '0')}`,
    type: 'application.stageChanged',
    occurredAt: new Date('2026-12-06T12:00:00Z'),
    data: { applicationId: `a${i}` },
    attempts: 0,
    dueAt,
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

/** The pace's clock: it moves only when a test moves it. */
const clock = { at: Date.parse('2026-12-06T12:00:00Z') };

function start(
  repository: WebhooksRepository,
  load: number,
  more: Partial<Parameters<typeof createDispatcher>[0]> = {},
) {
  dispatcher = createDispatcher({
    repository,
    mailer,
    log: pino({ level: 'silent' }),
    allowPrivate: true,
    pollMs: 3_600_000,
    load: () => load,
    now: () => clock.at,
    ...more,
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
  it('keeps at most 32 in flight, the API busy or not', async () => {
    const { repository, claims } = dueDeliveries(80, receiver.url);
    // A rate that does not bind: the slots do.
    start(repository, 1, { busyRatePerSecond: 100_000 }).kick();
    await receiver.waitForHeld(32);
    // 32 held: the first claim asked for 32, and none more is asked until half of them end.
    expect(claims).toEqual([32]);
    receiver.releaseAll();
    await receiver.waitForHeld(32);
    expect(receiver.maxOpen).toBeLessThanOrEqual(32);
    expect(claims.every((limit) => limit <= 32)).toBe(true);
  });

  it('sends at the floor rate while the API is always busy: 12 a tenth of a second at 120/s', async () => {
    const { repository, claims, recorded } = dueDeliveries(40, receiver.url);
    start(repository, 1).kick();
    await receiver.waitForHeld(12);
    receiver.releaseAll();
    // The clock has not moved: however long the test waits, nothing more is claimed.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(claims).toEqual([12]);
    expect(receiver.received).toBe(12);
    // A tenth of a second later (the pace's clock), the next 12.
    clock.at += 100;
    await receiver.waitForHeld(12);
    expect(claims).toEqual([12, 12]);
    expect(receiver.received).toBe(24);
    receiver.releaseAll();
    // drain() (tests, shutdown of a test) sends what is left without waiting for the rate.
    const done = dispatcher?.drain();
    await releaseUntil(40);
    await done;
    expect([...recorded].sort()).toEqual(Array.from({ length: 40 }, (_, i) => `d${i}`).sort());
  });

  it('sends 32 at once when the API is idle', async () => {
    const { repository, claims, recorded } = dueDeliveries(40, receiver.url);
    start(repository, 0).kick();
    await receiver.waitForHeld(32);
    expect(claims).toEqual([32]);
    await releaseUntil(40);
    await dispatcher?.drain();
    expect(receiver.maxOpen).toBe(32);
    expect(recorded).toHaveLength(40);
  });

  it('sends at full speed, API or not, what has waited 90 s', async () => {
    const old = new Date(clock.at - 95_000);
    const { repository, claims } = dueDeliveries(40, receiver.url, new Set(), old);
    start(repository, 1).kick();
    // The first batch is the rate's; what it brought had waited 95 s: every slot, no rate.
    await receiver.waitForHeld(32);
    expect(claims).toEqual([12, 20]);
  });

  it("fails what a webhook turned off meanwhile would have sent, and sends the others'", async () => {
    const { repository, recorded, failed } = dueDeliveries(4, receiver.url, new Set([1, 3]));
    const done = start(repository, 0).drain();
    await releaseUntil(2);
    await done;
    expect(failed).toEqual(['off']);
    expect(receiver.received).toBe(2);
    expect([...recorded].sort()).toEqual(['d0', 'd2']);
  });
});
