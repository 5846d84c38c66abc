import { lookup as dnsLookup } from 'node:dns';
import type { ClientRequestArgs } from 'node:http';
import { Agent, type AgentOptions } from 'node:https';
import { isIP, Socket, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import ipaddr from 'ipaddr.js';

/**
 * The guard on addresses a user can influence (ADR 0083): a connection is
 * refused unless every address its host resolves to is a public one. The
 * check runs inside the connection's own DNS lookup, so the address checked is
 * the address connected to: a name that resolves one way when a subscription
 * is saved and another when the server sends (DNS rebinding) gains nothing.
 */

/** 2000::/3, the only IPv6 space handed out for the public internet (RFC 4291). */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an address is on the public internet: not loopback, private,
 * link-local, unique-local, CGNAT (100.64/10), multicast, unspecified
 * (0.0.0.0, ::), documentation, benchmarking, reserved or a transition range
 * (6to4, Teredo, NAT64); an IPv4-mapped IPv6 address counts as its IPv4
 * address. Anything that is not an IP address in its usual form is not public.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const parsed = ipaddr.parse(family === 6 ? dottedTailAsHex(address) : address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  // ipaddr.js calls every address outside its special ranges unicast, the old IPv4-compatible `::a.b.c.d` too.
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}

/**
 * `::a.b.c.d` written as `::xxxx:xxxx`: ipaddr.js reads the deprecated IPv4-compatible form as IPv4-mapped
 * (`::ffff:a.b.c.d`), which would make `::8.8.8.8` look public; in hex it is what it is.
 */
function dottedTailAsHex(address: string): string {
  const match = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)(%.*)?$/.exec(address);
  if (!match) return address;
  const [a, b, c, d] = match.slice(2, 6).map(Number) as [number, number, number, number];
  return `${match[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}${match[6] ?? ''}`;
}

/** A connection the guard refused: the host resolved to (or was) an address that is not public. */
export class OutboundAddressRefusedError extends Error {
  readonly code = 'EOUTBOUNDREFUSED';
  readonly host: string;
  readonly address: string;

  constructor(host: string, address: string) {
    super(`refused to connect to ${host}: ${address} is not a public address`);
    this.name = 'OutboundAddressRefusedError';
    this.host = host;
    this.address = address;
  }
}

/** `lookup`, answering an error instead when any address it found is not public. */
export function publicOnlyLookup(lookup: LookupFunction = dnsLookup as LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      // Refuse the whole name rather than pick its public addresses: a name that also points inward is hostile.
      const found = typeof address === 'string' ? [address] : address.map((entry) => entry.address);
      const refused = found.find((one) => !isPublicAddress(one));
      if (refused !== undefined) return callback(new OutboundAddressRefusedError(hostname, refused), address, family);
      callback(null, address, family);
    });
  };
}

/** A socket that fails at once with `error`, which the request using it then reports. */
function failedSocket(error: Error): Socket {
  const socket = new Socket();
  process.nextTick(() => socket.destroy(error));
  return socket;
}

/**
 * An https agent that connects to public addresses only: an address literal
 * in the URL is checked as it stands, a name through `publicOnlyLookup`.
 * `lookup` replaces the system resolver (tests use it to make a public-looking
 * name resolve inward, since this machine has no public DNS).
 */
export class PublicOnlyAgent extends Agent {
  readonly #lookup: LookupFunction;

  constructor(options: AgentOptions & { lookup?: LookupFunction } = {}) {
    const { lookup, ...agentOptions } = options;
    super(agentOptions);
    this.#lookup = publicOnlyLookup(lookup);
  }

  override createConnection(
    options: ClientRequestArgs,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const host = options.host ?? options.hostname ?? 'localhost';
    if (isIP(host) !== 0 && !isPublicAddress(host)) return failedSocket(new OutboundAddressRefusedError(host, host));
    return super.createConnection({ ...options, lookup: this.#lookup }, callback);
  }
}

/**
 * The address `path` names under an operator's `base` (GEOCODER_URL, ROUTING_URL), refused when it would leave
 * the base's origin: what a request adds after the base must not be able to point it at another host.
 */
export function urlOnOrigin(base: string, path: string): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  if (url.origin !== new URL(base).origin) throw new Error(`refused to leave ${new URL(base).origin}`);
  return url;
}
