import type { LookupAddress, LookupOptions } from 'node:dns';
import { Agent, request } from 'node:https';
import { createServer, type LookupFunction, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPublicAddress,
  OutboundAddressRefusedError,
  PublicOnlyAgent,
  publicOnlyLookup,
  urlOnOrigin,
} from './outbound-guard.ts';

describe('isPublicAddress', () => {
  const notPublic = {
    'IPv4 loopback': ['127.0.0.1', '127.255.255.254'],
    'IPv4 unspecified and "this network"': ['0.0.0.0', '0.1.2.3'],
    'RFC 1918 private': ['10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1'],
    'link-local, cloud metadata included': ['169.254.0.1', '169.254.169.254'],
    'CGNAT 100.64/10': ['100.64.0.1', '100.127.255.255'],
    'multicast and broadcast': ['224.0.0.1', '239.255.255.250', '255.255.255.255'],
    'reserved, documentation and benchmarking': ['240.0.0.1', '192.0.0.8', '192.0.2.1', '198.18.0.1', '203.0.113.9'],
    'IPv6 unspecified and loopback': ['::', '::1'],
    'IPv4-mapped IPv6 of inward addresses': [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
    ],
    'IPv4-compatible IPv6 (deprecated)': ['::127.0.0.1', '::8.8.8.8'],
    'unique-local fc00::/7': ['fc00::1', 'fd12:3456:789a::1', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
    'link-local fe80::/10': ['fe80::1', 'febf::1', 'fe80::1%lo'],
    'IPv6 multicast': ['ff02::1', 'ff05::2'],
    'NAT64, 6to4, Teredo and documentation': ['64:ff9b::7f00:1', '2002:7f00:1::1', '2001::1', '2001:db8::1'],
    'not an address in its usual form': ['localhost', '', '127.1', '0x7f000001', '2130706433', 'fcm.googleapis.com'],
  };
  for (const [what, addresses] of Object.entries(notPublic)) {
    it(`refuses ${what}`, () => {
      for (const address of addresses) expect([address, isPublicAddress(address)]).toEqual([address, false]);
    });
  }

  it('allows public IPv4 and IPv6, right up to the edges of the inward ranges', () => {
    const edges = ['100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '169.253.255.255', '11.0.0.1'];
    const services = [
      '142.250.185.74',
      '8.8.8.8',
      '::ffff:8.8.8.8',
      '2001:4860:4860::8888',
      '2a00:1450:4001:82b::200a',
    ];
    for (const address of [...edges, ...services]) expect([address, isPublicAddress(address)]).toEqual([address, true]);
  });
});

/** A resolver that answers every name with `addresses`, as the system's would, and counts its calls. */
function fixedLookup(...addresses: string[]): LookupFunction & { calls: number } {
  const lookup = ((_hostname: string, options: LookupOptions, callback: (...args: unknown[]) => void) => {
    lookup.calls += 1;
    const all: LookupAddress[] = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    if (options.all) callback(null, all);
    else callback(null, all[0]!.address, all[0]!.family);
  }) as LookupFunction & { calls: number };
  lookup.calls = 0;
  return lookup;
}

function lookUp(lookup: LookupFunction, options: LookupOptions) {
  return new Promise<{ error: Error | null; address: unknown }>((resolve) =>
    lookup('fcm.googleapis.com', options, (error, address) => resolve({ error, address })),
  );
}

describe('publicOnlyLookup', () => {
  it('passes public answers through, one or all', async () => {
    expect(await lookUp(publicOnlyLookup(fixedLookup('142.250.185.74')), {})).toEqual({
      error: null,
      address: '142.250.185.74',
    });
    const both = await lookUp(publicOnlyLookup(fixedLookup('142.250.185.74', '2a00:1450:4001::200a')), { all: true });
    expect(both.error).toBeNull();
  });

  it('refuses a name when any of its addresses is not public (a rebinding answer mixes them)', async () => {
    for (const inward of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '169.254.169.254', 'fd00::1']) {
      const one = await lookUp(publicOnlyLookup(fixedLookup(inward)), {});
      expect(one.error).toBeInstanceOf(OutboundAddressRefusedError);
      const mixed = await lookUp(publicOnlyLookup(fixedLookup('142.250.185.74', inward)), { all: true });
      expect(mixed.error).toBeInstanceOf(OutboundAddressRefusedError);
      expect(mixed.error).toMatchObject({ host: 'fcm.googleapis.com', address: inward });
    }
  });
});

describe('PublicOnlyAgent', () => {
  // A listener on this machine that counts whoever reaches it and hangs up at once.
  let server: Server;
  let port: number;
  let connections = 0;
  let v6: Server | null = null;
  beforeAll(async () => {
    server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    // The same port on ::1 where this machine has IPv6, so `https://[::1]:port` would arrive too.
    const candidate = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    v6 = await new Promise<Server | null>((resolve) => {
      candidate.once('error', () => resolve(null));
      candidate.listen(port, '::1', () => resolve(candidate));
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    if (v6) await new Promise((resolve) => v6!.close(resolve));
  });

  /** What a request through `agent` ends in: the error it failed with. */
  const attempt = (url: string, agent: Agent) =>
    new Promise<Error>((resolve) => {
      const outgoing = request(url, { method: 'POST', agent, signal: AbortSignal.timeout(5000) }, (response) => {
        response.resume();
        resolve(new Error(`answered ${response.statusCode}`));
      });
      outgoing.on('error', resolve);
      outgoing.end('{}');
    });

  it('never connects to a public-looking name that resolves inward, where a plain agent would', async () => {
    const before = connections;
    const inward = fixedLookup('127.0.0.1');
    const error = await attempt(
      `https://fcm.googleapis.com:${port}/fcm/send/x`,
      new PublicOnlyAgent({ lookup: inward }),
    );
    expect(error).toBeInstanceOf(OutboundAddressRefusedError);
    expect(inward.calls).toBeGreaterThan(0);
    expect(connections).toBe(before);

    // The control: the same resolver without the guard does reach the listener, so the count above means something.
    const plain = new Agent({ lookup: fixedLookup('127.0.0.1') } as ConstructorParameters<typeof Agent>[0]);
    await attempt(`https://fcm.googleapis.com:${port}/fcm/send/x`, plain);
    expect(connections).toBe(before + 1);
  });

  it('never connects to an inward address written in the URL, resolving nothing', async () => {
    const before = connections;
    const lookup = fixedLookup('142.250.185.74');
    const agent = new PublicOnlyAgent({ lookup });
    for (const host of ['127.0.0.1', '[::1]', '[::ffff:127.0.0.1]', 'localhost']) {
      const error = await attempt(`https://${host}:${port}/`, host === 'localhost' ? new PublicOnlyAgent() : agent);
      expect([host, error]).toEqual([host, expect.any(OutboundAddressRefusedError)]);
    }
    expect(lookup.calls).toBe(0);
    expect(connections).toBe(before);
  });
});

describe('urlOnOrigin', () => {
  it('keeps what a request adds on the configured origin', () => {
    expect(urlOnOrigin('https://geo.example/nominatim/', '/search?q=Girne').href).toBe(
      'https://geo.example/nominatim/search?q=Girne',
    );
    expect(() => urlOnOrigin('https://geo.example', '@evil.example/search')).toThrow(/geo\.example/);
    expect(() => urlOnOrigin('https://geo.example', '.evil.example/search')).toThrow();
    expect(() => urlOnOrigin('http://127.0.0.1:5000', '0/route')).toThrow();
  });
});
