// A DNS server on 127.0.0.1 (UDP) that answers the TXT records a test publishes, for decision
// 289's domain proofs: the server under test asks it through node:dns (SSO_DNS_SERVERS), as it
// asks a company's real DNS. Messages are read and written by dns-packet (the format's library of
// multicast-dns and others), not by us. A name it does not know answers NXDOMAIN; `silent` names
// get no answer at all (a DNS server that does not answer).
import { createSocket, type RemoteInfo } from 'node:dgram';
import dnsPacket from 'dns-packet';

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for SSO_DNS_SERVERS. */
  address: string;
  /** Publishes a TXT record (several values at a name are several records). */
  setTxt(name: string, values: string[]): void;
  /** Names the server never answers. */
  silence(name: string): void;
  close(): Promise<void>;
}

export async function startDnsServer(port = 0): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const silent = new Set<string>();
  const socket = createSocket('udp4');
  socket.on('message', (message: Buffer, peer: RemoteInfo) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase();
    if (silent.has(name)) return;
    const values = records.get(name);
    const answers =
      question.type === 'TXT' && values
        ? values.map((value) => ({
            type: 'TXT' as const,
            name: question.name,
            ttl: 60,
            data: value,
          }))
        : [];
    const reply = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (values ? 0 : 3),
      questions: [question],
      answers,
    });
    socket.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve());
  });
  return {
    address: `127.0.0.1:${socket.address().port}`,
    setTxt(name, values) {
      records.set(name.toLowerCase(), values);
    },
    silence(name) {
      silent.add(name.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
