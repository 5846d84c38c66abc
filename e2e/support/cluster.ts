import WebSocket from 'ws';
import { DEMO_TRUST_HEADERS } from './server.ts';

/** A JSON answer, read loosely: the tests check its shape with `expect`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one loose type for answers the test checks itself
export type LooseJson = any;

/** What the cluster test sends: JSON calls with a bearer token, answered with their status and JSON body. */
export async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: LooseJson }> {
  const response = await fetch(base + url, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (an nginx error page): kept as text
  }
  return { status: response.status, body };
}

/** Signs in to a demo account: the instances start with the journeys' DEMO_TOKEN (ADR 0084). */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const { status, body } = await call(base, 'POST', '/api/login', {
    body: { email, password },
    headers: DEMO_TRUST_HEADERS,
  });
  if (status !== 200) throw new Error(`sign-in of ${email} answered ${status}: ${JSON.stringify(body)}`);
  return body.data.token.access_token as string;
}

/** The first of `items` (heard already or still to come) that `match` accepts, or a failure after `withinMs`. */
function waiterOn<T>(items: T[]) {
  const waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = [];
  return {
    push(item: T) {
      items.push(item);
      for (const waiter of [...waiters]) {
        if (!waiter.match(item)) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(item);
      }
    },
    next(what: string, match: (item: T) => boolean, withinMs: number): Promise<T> {
      const heard = items.find(match);
      if (heard) return Promise.resolve(heard);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${what} within ${withinMs} ms`)), withinMs);
        waiters.push({
          match,
          resolve: (item) => {
            clearTimeout(timer);
            resolve(item);
          },
        });
      });
    },
  };
}

type Event = { type: string } & Record<string, LooseJson>;

/** The vendor panel's new-order stream (server-sent events), read as the browser's EventSource would. */
export async function openVendorEvents(base: string, token: string) {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/vendor-events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`vendor-events answered ${response.status}`);
  const events: Event[] = [];
  const heard = waiterOn(events);
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body!) {
        buffered += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (data) heard.push(JSON.parse(data) as Event);
        }
      }
    } catch {
      // closed by close()
    }
  })();
  return {
    events,
    next: (match: (event: Event) => boolean, withinMs = 10_000) => heard.next('vendor event', match, withinMs),
    close: () => abort.abort(),
  };
}

/** The chat's WebSocket, signed in by bearer token, once the server has said `ready`. */
export async function openChatSocket(base: string, token: string) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/chat-socket`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const events: Event[] = [];
  const heard = waiterOn(events);
  ws.on('message', (data) => heard.push(JSON.parse(String(data)) as Event));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = (type: string, match: (event: Event) => boolean = () => true, withinMs = 10_000) =>
    heard.next(`chat ${type}`, (event) => event.type === type && match(event), withinMs);
  await next('ready');
  return { events, next, close: () => ws.close() };
}
