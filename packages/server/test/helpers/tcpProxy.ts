// A TCP proxy in front of PostgreSQL that a test can take down and bring back, to play a database
// outage: down() drops every connection and stops listening (new connections are refused), up()
// listens again on the same port.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  up(): Promise<void>;
  down(): Promise<void>;
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
        client.pipe(upstream);
        upstream.pipe(client);
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
  };
  // Reserve the port: listen once, and stay down if asked.
  await listen();
  if (options.listening === false) await proxy.down();
  return proxy;
}
