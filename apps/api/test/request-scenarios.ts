import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications } from '../src/db/schema/notifications.ts';
import type { TestContext } from './test-app.ts';

type Headers = Record<string, string>;

/** A request body that passes every rule: near the test stores in Nicosia, closing in a week. */
export function requestBody(categoryId: string, overrides: Record<string, unknown> = {}) {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
  return {
    title: 'Fresh halloumi for a family lunch',
    description: 'Looking for two kilos of village halloumi and some olives, delivered on Saturday.',
    category_id: categoryId,
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
    ...overrides,
  };
}

/** Small HTTP helpers over `inject`, in a language. */
export function http(app: FastifyInstance) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
    lang = 'en',
  ) =>
    app.inject({
      method,
      url,
      headers: { ...headers, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  return {
    get: (url: string, headers: Headers, lang?: string) => call('GET', url, headers, undefined, lang),
    post: (url: string, headers: Headers, payload: object, lang?: string) => call('POST', url, headers, payload, lang),
    put: (url: string, headers: Headers, payload: object, lang?: string) => call('PUT', url, headers, payload, lang),
    delete: (url: string, headers: Headers) => call('DELETE', url, headers),
  };
}

export const noticesOf = (ctx: TestContext, userId: string, kind: string) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
