import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasStaffRole } from '@bedesten/core/auth/roles';
import { AppError, notFound } from '@bedesten/core/errors/app-error';
import { errorResponses } from '@bedesten/core/schemas/error';
import type { Config } from '../../config.ts';
import type { JobRunner } from '../../lib/jobs/job-runner.ts';
import type { ObjectStorage } from '../../lib/object-storage/object-storage.ts';
import { actorOf, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import { attachmentDisposition } from './attachment-disposition.ts';
import { documentKeyOf } from './document-key.ts';
import { IMAGE_WIDTHS } from './process-upload.ts';
import { createTusDatastore } from './tus-datastore.ts';
import { createTusServer, UPLOAD_OWNER_HEADER } from './tus-server.ts';
import { createUnfinishedUploadsCap } from './unfinished-uploads.ts';
import type { UploadsRepository } from './uploads.repository.ts';

const tags = ['uploads'];
/** Sets (or removes) the owner header in both views of a Node request: tus reads either. */
function setOwnerHeader(raw: IncomingMessage, owner: string | null) {
  delete raw.headers[UPLOAD_OWNER_HEADER];
  const pairs: string[] = [];
  for (let i = 0; i < raw.rawHeaders.length; i += 2) {
    if (raw.rawHeaders[i]!.toLowerCase() !== UPLOAD_OWNER_HEADER)
      pairs.push(raw.rawHeaders[i]!, raw.rawHeaders[i + 1]!);
  }
  if (owner) {
    raw.headers[UPLOAD_OWNER_HEADER] = owner;
    pairs.push(UPLOAD_OWNER_HEADER, owner);
  }
  raw.rawHeaders.splice(0, raw.rawHeaders.length, ...pairs);
}

const TUS_METHODS = ['POST', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS'] as const;

/** Deletes unfinished uploads past UPLOAD_UNFINISHED_EXPIRY_MINUTES, every UPLOAD_SWEEP_SECONDS. */
export const UPLOAD_SWEEP_JOB = 'uploads.sweep-unfinished';

/** How long a signed link to a private document works: it is followed at once, by the browser that asked. */
export const DOCUMENT_LINK_SECONDS = 60;

/**
 * Uploads through tus (ADR 0022): `/api/upload-tus` for pictures,
 * `/api/upload-tus-document` for documents, `/api/upload-tus-audio` for voice notes. Fastify checks the session and
 * rate limit, then hands the raw request to the tus server; body parsing is
 * off in this plugin so the bytes stream straight to the datastore (disk or bucket, ADR 0057).
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{
  repository: UploadsRepository;
  config: Config;
  storage: ObjectStorage;
  jobs: JobRunner;
}> = async (app, { repository, config, storage, jobs }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // Nobody may claim to be someone else through the owner header.
  app.addHook('onRequest', async (request) => setOwnerHeader(request.raw, null));

  const servers = [
    { kind: 'image' as const, path: '/api/upload-tus', maxMb: config.UPLOAD_IMAGE_MAX_MB },
    { kind: 'document' as const, path: '/api/upload-tus-document', maxMb: config.UPLOAD_DOCUMENT_MAX_MB },
    { kind: 'audio' as const, path: '/api/upload-tus-audio', maxMb: config.UPLOAD_AUDIO_MAX_MB },
  ];
  const descriptions = {
    image:
      'JPEG, PNG or WebP by content; re-encoded to webp 320/800/1600 px without metadata. The final PATCH answers `{data: {id, url, urls}}`, or 400 "Invalid image type".',
    document:
      'PDF, JPEG or PNG by content; kept privately. The final PATCH answers `{data: {id, url}}` (url: /api/documents/{id}), or 400 "Invalid document type".',
    audio:
      'A voice note: WebM, Ogg, MP4/M4A, MP3 or WAV by content, at most 60 s by its own length. The final PATCH answers `{data: {id, url, duration_seconds}}`, or 400 "Invalid audio type" / "Voice note up to 1 minute".',
  };
  const expiryMs = config.UPLOAD_UNFINISHED_EXPIRY_MINUTES * 60_000;
  const datastores = await Promise.all(servers.map(({ kind }) => createTusDatastore(storage, kind, expiryMs)));
  const unfinished = createUnfinishedUploadsCap({
    datastores,
    maxCount: config.UPLOAD_UNFINISHED_MAX_COUNT,
    maxBytes: config.UPLOAD_UNFINISHED_MAX_MB * 1024 * 1024,
  });
  // Abandoned uploads go; a tick is once across instances with Redis (ADR 0058).
  jobs.register(UPLOAD_SWEEP_JOB, async () => {
    for (const datastore of datastores) await datastore.sweepExpired();
  });
  jobs.schedule(UPLOAD_SWEEP_JOB, config.UPLOAD_SWEEP_SECONDS * 1000);
  for (const [index, { kind, path, maxMb }] of servers.entries()) {
    const tus = createTusServer({
      kind,
      path,
      datastore: datastores[index]!,
      storage,
      maxBytes: maxMb * 1024 * 1024,
      trustProxy: config.TRUST_PROXY,
      repository,
      unfinished,
    });
    for (const url of [path, `${path}/:id`]) {
      app.route({
        method: [...TUS_METHODS],
        url,
        onRequest: requireUser,
        schema: {
          tags,
          summary: `tus ${kind} upload (tus 1.0: POST creates, PATCH sends bytes, HEAD resumes); at most ${maxMb} MB`,
          description: `${descriptions[kind]} A creation answers 429 or 413 while the account already holds ${config.UPLOAD_UNFINISHED_MAX_COUNT} unfinished uploads or ${config.UPLOAD_UNFINISHED_MAX_MB} MB of them; an unfinished upload expires ${config.UPLOAD_UNFINISHED_EXPIRY_MINUTES} minutes after its creation.`,
          security: SESSION_SECURITY,
        },
        handler: async (request, reply) => {
          setOwnerHeader(request.raw, actorOf(request).userId);
          reply.hijack();
          await tus.handle(request.raw, reply.raw);
        },
      });
    }
  }

  app.get(
    '/api/get-tus-image-url',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The public URL of one of the caller’s finished image uploads (by tus id)',
        security: SESSION_SECURITY,
        querystring: z.object({ id: z.string().min(1).max(200) }),
        response: {
          200: z.object({
            data: z.object({ id: z.string(), url: z.string(), urls: z.record(z.string(), z.string()) }),
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const tusId = request.query.id.split('/').at(-1)!;
      const row = await repository.findOwned(actorOf(request).userId, tusId);
      if (!row) throw notFound('upload_not_found');
      if (row.kind !== 'image') throw new AppError(400, 'invalid_image_type');
      const urls = Object.fromEntries(
        IMAGE_WIDTHS.map((w) => [String(w), row.url.replace(/\/\d+\.webp$/, `/${w}.webp`)]),
      );
      return { data: { id: row.tusId, url: row.url, urls } };
    },
  );

  app.get(
    '/api/documents/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'A private document (trade licence): for its uploader and staff only',
        security: SESSION_SECURITY,
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const row = await repository.findDocument(request.params.id);
      if (!row || (row.ownerId !== actor.userId && !hasStaffRole(actor.staffRole, 'staff'))) throw notFound();
      // A row whose file is gone (removed from the store, a restored database) is as missing as no row.
      const key = documentKeyOf(row.url, config.DATA_DIR);
      if (!key || !(await storage.exists(key))) throw notFound('upload_not_found');
      // A download, not a page of ours: a PDF (or a file that only looks like one) never runs in this origin.
      const disposition = attachmentDisposition(row.originalName, row.mime);
      // The bucket: a link that works for a minute, to this caller only (nobody else learns it); the bytes never
      // pass through the API, and the bucket itself stays private.
      const link = await storage.signedUrl(key, {
        expiresInSeconds: DOCUMENT_LINK_SECONDS,
        contentDisposition: disposition,
        contentType: row.mime,
      });
      if (link) return reply.header('cache-control', 'private, no-store').redirect(link, 302);
      const object = await storage.get(key);
      if (!object) throw notFound('upload_not_found');
      return reply
        .type(row.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', disposition)
        .header('x-content-type-options', 'nosniff')
        .send(object.body);
    },
  );
};
