import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { isSafeKey, PUBLIC_PREFIX, type ObjectStorage } from '../../lib/object-storage/object-storage.ts';
import { PUBLIC_CACHE_CONTROL } from './process-upload.ts';

/** Types by extension, for objects written without one (copied into the bucket by hand). */
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};
/** How long a browser may keep a redirect to the public base URL: a day, so moving the CDN takes effect. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * `/uploads/*`: pictures, voice notes and avatars, at the same URLs on either
 * store, so the URLs kept in the database stay valid when a deployment moves
 * to a bucket (ADR 0057).
 *
 * - Local disk: DATA_DIR/uploads through @fastify/static, exactly as before.
 * - Bucket with `S3_PUBLIC_BASE_URL`: a redirect to the object there (a CDN
 *   or the bucket's public address), so the bytes never pass through the API.
 * - Bucket without it: streamed from the bucket (with byte ranges, which
 *   Safari needs to play audio), so the bucket can stay wholly private and
 *   pages keep one origin for their pictures and media (the CSP's `'self'`).
 *
 * Either way only keys under `uploads/` are reachable: private documents
 * live under `documents/`, and the key check refuses `..` and the like.
 */
export const publicFilesRoutes: FastifyPluginAsync<{ storage: ObjectStorage }> = async (app, { storage }) => {
  if (storage.kind === 'local') {
    // Names are random UUIDs, so they can be cached for good.
    const root = path.join(storage.directory, 'uploads');
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '365d',
      immutable: true,
    });
    return;
  }

  const publicBaseUrl = storage.settings.publicBaseUrl;
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = `${PUBLIC_PREFIX}${request.params['*']}`;
    if (!isSafeKey(key)) return reply.callNotFound();
    if (publicBaseUrl) {
      return reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(`${publicBaseUrl}/${key}`, 302);
    }
    const range = typeof request.headers.range === 'string' ? request.headers.range : undefined;
    let object;
    try {
      object = await storage.get(key, range ? { range } : {});
    } catch (error) {
      // A range past the end of the object: answered as HTTP says, not as a server error.
      if ((error as { name?: string }).name === 'InvalidRange') return reply.code(416).send();
      throw error;
    }
    if (!object) return reply.callNotFound();
    const extension = key.slice(key.lastIndexOf('.') + 1);
    const type =
      object.contentType && object.contentType !== 'application/octet-stream'
        ? object.contentType
        : (TYPES[extension] ?? 'application/octet-stream');
    reply
      .code(object.contentRange ? 206 : 200)
      .type(type)
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('accept-ranges', 'bytes');
    if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
    if (object.contentRange) reply.header('content-range', object.contentRange);
    if (object.etag) reply.header('etag', object.etag);
    if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
    return reply.send(object.body);
  });
};
