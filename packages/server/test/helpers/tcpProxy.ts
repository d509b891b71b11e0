// A TCP proxy in front of PostgreSQL that a test can take down and bring back, to play a database
// outage: down() drops every connection and stops listening (new connections are refused), up()
// listens again on the same port. freeze() plays a cut network: connections stay open and new ones
// are accepted, but no byte passes either way until thaw() (or down()).
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  up(): Promise<void>;
  down(): Promise<void>;
  freeze(): void;
  thaw(): void;
  /** Connections accepted so far. */
  accepted(): number;
}

export async function startTcpProxy(
  target: { host: string; port: number },
  options: { listening?: boolean } = {},
): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  let server: Server | undefined;
  let port = 0;
  let frozen = false;
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  const pipePair = ({ client, upstream }: { client: Socket; upstream: Socket }) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        accepted += 1;
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        const pair = { client, upstream };
        pairs.add(pair);
        client.on('close', () => pairs.delete(pair));
        if (!frozen) pipePair(pair);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        if (address && typeof address === 'object') port = address.port;
        server = next;
        resolve();
      });
    });

  const proxy: TcpProxy = {
    get port() {
      return port;
    },
    async up() {
      if (!server) await listen();
    },
    async down() {
      const current = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    accepted: () => accepted,
    freeze() {
      frozen = true;
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) pipePair(pair);
    },
  };
  // Reserve the port: listen once, and stay down if asked.
  await listen();
  if (options.listening === false) await proxy.down();
  return proxy;
}
