import WebSocket from 'ws';

/**
 * What the soak bench's clients do (soak.ts, ADR 0082): each runs one
 * request at a time, drawn by weight from the actions below, for the whole
 * soak, and keeps a chat socket open (reopened every minute). Every answer is
 * counted by action and status class, with 503 apart from the other 5xx:
 * a 503 is the server shedding load as asked (issue 42), any other 5xx a fault.
 */

export interface SoakTarget {
  address: string;
  /** Pages to ask for (empty without the web build). */
  pages: string[];
  /** API reads to ask for. */
  reads: string[];
  /** One per client. */
  customers: { email: string; password: string; token: string; orderId: string; conversationId: string }[];
  /** A 4000×3000 JPEG. */
  picture: Buffer;
}

export interface Tally {
  requests: number;
  ok: number;
  /** 3xx and 4xx other than 429. */
  refused: number;
  too_many: number;
  unavailable_503: number;
  other_5xx: number;
  /** No answer: refused connection, reset, timeout. */
  network_errors: number;
  max_ms: number;
}

export interface SoakCounts {
  byAction: Record<string, Tally>;
  sockets: { opened: number; failed: number; dropped: number; events: number };
}

const emptyTally = (): Tally => ({
  requests: 0,
  ok: 0,
  refused: 0,
  too_many: 0,
  unavailable_503: 0,
  other_5xx: 0,
  network_errors: 0,
  max_ms: 0,
});

const REQUEST_TIMEOUT_MS = 30_000;
/** The chat allows 30 messages a minute an account (CHAT_MESSAGES_PER_MINUTE): one every 4 s stays under it. */
const CHAT_EVERY_MS = 4_000;
const SOCKET_LIFE_MS = 60_000;

export function createCounts(): SoakCounts {
  return { byAction: {}, sockets: { opened: 0, failed: 0, dropped: 0, events: 0 } };
}

function record(counts: SoakCounts, action: string, status: number | null, ms: number) {
  const tally = (counts.byAction[action] ??= emptyTally());
  tally.requests++;
  tally.max_ms = Math.max(tally.max_ms, Math.round(ms));
  if (status === null) tally.network_errors++;
  else if (status < 300) tally.ok++;
  else if (status === 429) tally.too_many++;
  else if (status === 503) tally.unavailable_503++;
  else if (status >= 500) tally.other_5xx++;
  else tally.refused++;
}

/** One request, counted; the body is read to the end (a PDF, a page) as a browser would. */
async function call(counts: SoakCounts, action: string, url: string, init: RequestInit = {}): Promise<Response | null> {
  const started = performance.now();
  try {
    const response = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    record(counts, action, response.status, performance.now() - started);
    return response;
  } catch {
    record(counts, action, null, performance.now() - started);
    return null;
  }
}

const b64 = (text: string) => Buffer.from(text).toString('base64');
const pick = <T>(list: T[], n: number) => list[n % list.length]!;

/** A picture through tus as the web app sends one: create, then every byte in one PATCH. */
async function uploadPicture(counts: SoakCounts, target: SoakTarget, token: string) {
  const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
  const created = await call(counts, 'upload: create', `${target.address}/api/upload-tus`, {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(target.picture.length),
      'upload-metadata': `filename ${b64('soak.jpg')},filetype ${b64('image/jpeg')}`,
    },
  });
  const location = created?.headers.get('location');
  if (!created || created.status !== 201 || !location) return;
  await call(counts, 'upload: 4000×3000 JPEG', new URL(location, target.address).href, {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: target.picture,
  });
}

/** Signs in as the browser does (a session cookie), asks for a page or read with it, and signs out. */
async function signInAndOut(counts: SoakCounts, target: SoakTarget, customer: SoakTarget['customers'][number]) {
  const origin = { origin: target.address, 'content-type': 'application/json' };
  const signedIn = await call(counts, 'sign in', `${target.address}/api/login`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  });
  if (!signedIn?.ok) return;
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const page = target.pages[0] ?? target.reads[0]!;
  await call(counts, target.pages[0] ? 'page [signed in]' : 'read [signed in]', target.address + page, {
    headers: { cookie: `${cookie}; lang=en; cookie_consent=all` },
  });
  await call(counts, 'sign out', `${target.address}/api/logout`, {
    method: 'POST',
    headers: { origin: target.address, cookie },
  });
}

type Action = [weight: number, run: (n: number) => Promise<unknown>];

/** Client `index`'s loop until `until` (epoch ms). */
export async function runClient(counts: SoakCounts, target: SoakTarget, index: number, until: number) {
  const customer = target.customers[index]!;
  const bearer = { authorization: `Bearer ${customer.token}` };
  const get = (action: string, url: string, headers: Record<string, string> = {}) =>
    call(counts, action, target.address + url, { headers });
  const pages = target.pages;
  const actions: Action[] = [
    ...(pages.length
      ? ([
          [30, (n) => get('page [cached]', pick(pages, n), { cookie: 'lang=en; cookie_consent=all' })],
          [15, (n) => get('page [rendered]', pick(pages, n), { 'cache-control': 'no-cache' })],
          [5, (n) => get('page [rendered, tr]', pick(pages, n), { 'cache-control': 'no-cache', cookie: 'lang=tr' })],
        ] satisfies Action[])
      : []),
    [15, (n) => get('read [cached]', pick(target.reads, n))],
    [10, (n) => get('read [uncached]', pick(target.reads, n), { 'cache-control': 'no-cache' })],
    [5, () => signInAndOut(counts, target, customer)],
    [6, () => uploadPicture(counts, target, customer.token)],
    [8, () => get('invoice PDF', `/api/order-invoice/${customer.orderId}?lang=${index % 2 ? 'tr' : 'en'}`, bearer)],
    [3, () => get('orders list', '/api/orderList?page=1', bearer)],
  ];
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  let n = index * 13;
  let nextChat = Date.now() + index * 500;
  while (Date.now() < until) {
    if (Date.now() >= nextChat) {
      nextChat = Date.now() + CHAT_EVERY_MS;
      await call(counts, 'chat message', `${target.address}/api/chat-messages`, {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: JSON.stringify({ conversation_id: customer.conversationId, kind: 'text', body: `soak ${n}` }),
      });
      continue;
    }
    let roll = (n++ * 7919) % total;
    const [, run] = actions.find(([weight]) => (roll -= weight) < 0)!;
    await run(n);
  }
}

/** A chat socket kept open until `until`, reopened every minute (each open is a sign-in and a presence change). */
export async function keepSocket(counts: SoakCounts, address: string, token: string, until: number) {
  const url = `${address.replace(/^http/, 'ws')}/api/chat-socket`;
  while (Date.now() < until) {
    const life = Math.min(SOCKET_LIFE_MS, until - Date.now());
    await new Promise<void>((resolve) => {
      const ws = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
      let closing = false;
      const timer = setTimeout(() => {
        closing = true;
        ws.close();
      }, life);
      const ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('{"type":"ping"}'), 20_000);
      ws.on('open', () => counts.sockets.opened++);
      ws.on('message', () => counts.sockets.events++);
      ws.on('error', () => counts.sockets.failed++);
      ws.on('close', () => {
        if (!closing) counts.sockets.dropped++;
        clearTimeout(timer);
        clearInterval(ping);
        // A dropped socket is reopened after a second, as the web app's does.
        setTimeout(resolve, closing ? 0 : 1_000);
      });
    });
  }
}
