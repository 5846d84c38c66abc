import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { uploads } from '../src/db/schema/uploads.ts';
import { SESSION_COOKIE } from '../src/plugins/auth.ts';
import { createSignedInUser, createVendorWithStore } from './factories.ts';

type Headers = Record<string, string>;

/** A checked picture upload of `ownerId`, as tus leaves it; answers the URL a message may carry. */
export async function createImageUpload(database: Database, ownerId: string): Promise<string> {
  const id = randomUUID();
  await database.db.insert(uploads).values({
    tusId: randomUUID().replaceAll('-', ''),
    ownerId,
    kind: 'image',
    url: `/uploads/images/${id}/800.webp`,
    mime: 'image/webp',
    bytes: 2048,
    originalName: 'photo.jpg',
  });
  return `/uploads/images/${id}/800.webp`;
}

/**
 * A checked sound upload of `ownerId`. The voice-note upload of the requests
 * issue keeps its checked files the same way (an uploads row whose content
 * type is audio); until it lands, the row is written here directly.
 */
export async function createAudioUpload(database: Database, ownerId: string): Promise<string> {
  const id = randomUUID();
  const url = `/uploads/voice/${id}.webm`;
  await database.db.insert(uploads).values({
    id,
    tusId: randomUUID().replaceAll('-', ''),
    ownerId,
    kind: 'document',
    url,
    mime: 'audio/webm',
    bytes: 4096,
    originalName: 'voice.webm',
  });
  return url;
}

/** The session cookie a browser would hold for this bearer token's session. */
export const sessionCookie = (app: FastifyInstance, token: string) => `${SESSION_COOKIE}=${app.signCookie(token)}`;

/** A customer, a shop, and the conversation the customer opened with it. */
export async function createConversation(app: FastifyInstance, database: Database, name = 'Ayşe Kaya') {
  const customer = await createSignedInUser(app, database, { name });
  const vendor = await createVendorWithStore(app, database, { title: 'Harbour Bakery' });
  const opened = await app.inject({
    method: 'POST',
    url: '/api/chat-conversations',
    headers: customer.headers,
    payload: { store_id: vendor.store.id },
  });
  if (opened.statusCode !== 201) throw new Error(`open failed: ${opened.statusCode} ${opened.body}`);
  return { customer, vendor, conversationId: opened.json().data.id as string };
}

/** Posts a text message as whoever `headers` signs in. */
export const postText = (app: FastifyInstance, headers: Headers, conversationId: string, body: string) =>
  app.inject({
    method: 'POST',
    url: '/api/chat-messages',
    headers,
    payload: { conversation_id: conversationId, kind: 'text', body },
  });
