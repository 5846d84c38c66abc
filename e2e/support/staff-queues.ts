import { makePng } from './png.ts';
// The API's upload tests and these journeys upload the same silent WAV.
import { wavOfSeconds } from '../../apps/api/test/audio-fixtures.ts';
import { DEMO_TRUST_HEADERS } from './server.ts';

/**
 * What the staff request and chat report journeys set up through the real
 * API: a signed-in demo account, tus uploads (a picture, a short voice note),
 * broadcast requests, and a conversation with a message and a report.
 */

type Json = Record<string, unknown>;

export interface Account {
  baseUrl: string;
  headers: Record<string, string>;
  json<T = Json>(method: 'GET' | 'POST' | 'PUT', path: string, body?: Json, expected?: number[]): Promise<T>;
}

/** Signs in through `POST /api/login`; calls answer their JSON, or fail naming the call and what came back. */
export async function signInViaApi(baseUrl: string, email: string, password = 'Demo!2345'): Promise<Account> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    // The demo accounts sign in only with the demo token (ADR 0084).
    headers: { 'content-type': 'application/json', accept: 'application/json', ...DEMO_TRUST_HEADERS },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { data: { token: { access_token: string } } }).data.token.access_token;
  return accountWithToken(baseUrl, token);
}

/** An account from its bearer token (one signed up through the API); calls ask for English answers. */
export function accountWithToken(baseUrl: string, token: string): Account {
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  return {
    baseUrl,
    headers,
    async json<T>(
      method: 'GET' | 'POST' | 'PUT',
      path: string,
      body?: Json,
      expected = [method === 'POST' ? 201 : 200],
    ) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { accept: 'application/json', ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      if (!expected.includes(response.status)) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return JSON.parse(text) as T;
    },
  };
}

/** One tus upload in a single PATCH; answers the final PATCH's `data`. */
async function tusUpload<T>(account: Account, endpoint: string, bytes: Buffer, filename: string): Promise<T> {
  const tus = { 'tus-resumable': '1.0.0', ...account.headers };
  const created = await fetch(`${account.baseUrl}${endpoint}`, {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${Buffer.from(filename).toString('base64')}`,
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`${endpoint} create: ${created.status}`);
  const patched = await fetch(new URL(location, `${account.baseUrl}${endpoint}/`), {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  const text = await patched.text();
  if (patched.status !== 200) throw new Error(`${endpoint} PATCH: ${patched.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

export const uploadPicture = (account: Account) =>
  tusUpload<{ url: string }>(account, '/api/upload-tus', makePng(96, [22, 101, 52]), 'basket.png');

export const uploadVoiceNote = (account: Account, seconds: number) =>
  tusUpload<{ url: string; duration_seconds: number }>(
    account,
    '/api/upload-tus-audio',
    wavOfSeconds(seconds),
    'note.wav',
  );

/** A broadcast request's body as in the API's own tests (Nicosia, groceries, a list and a budget). */
export async function requestBody(account: Account, title: string, extra: Json = {}): Promise<Json> {
  const categories = await account.json<{ data: { id: string; slug?: string }[] }>('GET', '/api/category-list');
  const category = categories.data.find((c) => c.slug === 'groceries') ?? categories.data[0];
  if (!category) throw new Error('no category to post a request in');
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
  return {
    title,
    description: 'Looking for two kilos of village halloumi and some olives, delivered on Saturday.',
    category_id: category.id,
    location: 'Ledra Street, Nicosia',
    lat: 35.18,
    lng: 33.37,
    shopping_list: [
      { item: 'Halloumi (kg)', quantity: 2 },
      { item: 'Green olives (jar)', quantity: 3 },
    ],
    budget: 4500,
    date_needed: inDays(3).toISOString().slice(0, 10),
    close_date: inDays(7).toISOString(),
    photos: ['/demo-images/groceries-1.svg'],
    ...extra,
  };
}

/** Posts a broadcast request as the account (it waits for staff). */
export async function postRequest(account: Account, title: string, extra: Json = {}): Promise<{ id: string }> {
  const answer = await account.json<{ data: { id: string } }>(
    'POST',
    '/api/broadcast-requests',
    await requestBody(account, title, extra),
  );
  return answer.data;
}
