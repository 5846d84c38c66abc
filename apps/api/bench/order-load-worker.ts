import { parentPort, workerData } from 'node:worker_threads';

/**
 * Runs in a worker thread (the server shares the bench's main thread): one
 * loop per customer for `warmupMs` (not counted) and then `durationMs`, each
 * adding an item to its own cart and placing a cash-on-delivery pickup
 * order, timing both calls apart.
 */
interface Input {
  address: string;
  tokens: string[];
  items: { product_id: string; variation_id: string }[];
  warmupMs: number;
  durationMs: number;
}

const { address, tokens, items, warmupMs, durationMs } = workerData as Input;
const cartMs: number[] = [];
const orderMs: number[] = [];
let errors = 0;

const measuredFrom = Date.now() + warmupMs;
const until = measuredFrom + durationMs;

/** A call's time, or null for one sent during the warm-up (its errors still count). */
async function timed(url: string, token: string, body: unknown, extra: Record<string, string> = {}) {
  const counted = Date.now() >= measuredFrom;
  const started = performance.now();
  const response = await fetch(address + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...extra },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) errors++;
  return counted ? performance.now() - started : null;
}

const record = (samples: number[], ms: number | null) => {
  if (ms !== null) samples.push(ms);
};

async function customerLoop(token: string, offset: number) {
  let n = offset;
  while (Date.now() < until) {
    const item = items[n++ % items.length]!;
    record(cartMs, await timed('/api/cart', token, { ...item, quantity: 1, replace: true }));
    record(
      orderMs,
      await timed(
        '/api/order-by-cod',
        token,
        { fulfilment: 'pickup', payment_method: 'cod', contact: '+357 99123456' },
        { 'idempotency-key': `bench-${token.slice(-8)}-${n}` },
      ),
    );
  }
}

await Promise.all(tokens.map((token, index) => customerLoop(token, index * 7)));
parentPort!.postMessage({ cartMs, orderMs, errors, seconds: durationMs / 1000 });
