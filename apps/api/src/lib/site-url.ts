import type { AddressInfo } from 'node:net';

const ANY_INTERFACE = new Set(['0.0.0.0', '::', '']);

/**
 * The absolute address links in e-mail, SMS and push lead to: PUBLIC_URL,
 * else the address the server listens on (known once it listens, so asked
 * for when a message is written; "all interfaces" becomes localhost).
 */
export function siteUrlOf(
  config: { PUBLIC_URL?: string | undefined; HOST: string; PORT: number },
  listening: () => AddressInfo | string | null,
): () => string {
  if (config.PUBLIC_URL) {
    const fixed = config.PUBLIC_URL.replace(/\/+$/, '');
    return () => fixed;
  }
  return () => {
    const address = listening();
    const port = address && typeof address === 'object' ? address.port : config.PORT;
    const bound = address && typeof address === 'object' ? address.address : config.HOST;
    const host = ANY_INTERFACE.has(bound) ? 'localhost' : bound.includes(':') ? `[${bound}]` : bound;
    return `http://${host}:${port}`;
  };
}
