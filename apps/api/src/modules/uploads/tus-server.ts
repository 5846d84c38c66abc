import { Server } from '@tus/server';
import { pickLanguage } from '@bedesten/core/i18n/languages';
import { AppError } from '@bedesten/core/errors/app-error';
import { message, type MessageKey, type MessageParams } from '@bedesten/core/messages/catalogue';
import type { ObjectStorage } from '../../lib/object-storage/object-storage.ts';
import type { UploadsRepository } from './uploads.repository.ts';
import { storeDocument, storeImage } from './process-upload.ts';
import type { TusDatastore } from './tus-datastore.ts';
import { ownerTagOf, type UnfinishedUploadsCap } from './unfinished-uploads.ts';
import { checkVoiceNote, storeVoiceNote } from './voice-note.ts';

/** Set by our route after the session check (and stripped from what clients send): who is uploading. */
export const UPLOAD_OWNER_HEADER = 'x-bedesten-upload-owner';

export type UploadKind = 'image' | 'document' | 'audio';

/** A failure tus sends back as it is: our error body in the caller's language. */
function refusal(request: Request, status: number, key: MessageKey, params: MessageParams = {}) {
  const lang = pickLanguage(null, request.headers.get('accept-language'));
  return { status_code: status, body: JSON.stringify({ error: message(key, lang, params), code: key }) };
}

/** A picture refused for what its header says (too many pixels, ADR 0081) tells the uploader why. */
const asRefusal =
  (request: Request) =>
  (error: unknown): never => {
    throw error instanceof AppError ? refusal(request, error.status, error.key, error.params) : error;
  };

/**
 * A tus server for one kind of upload (ADR 0022): resumable uploads wait in
 * the datastore (DATA_DIR/tus/<kind>s, or the bucket: ADR 0057; never
 * served), each marked with its uploader and kind; only the uploader may
 * continue, query or cancel one, and only through the endpoint of its kind.
 * When the last byte arrives the file is checked by its bytes and re-encoded
 * (images: three webp sizes under the public `uploads/` prefix; documents:
 * kept privately), the raw upload is deleted, and the answer carries the result.
 */
export function createTusServer(options: {
  kind: UploadKind;
  path: string;
  datastore: TusDatastore;
  storage: ObjectStorage;
  maxBytes: number;
  trustProxy: boolean;
  repository: UploadsRepository;
  unfinished: UnfinishedUploadsCap;
}) {
  const { kind, datastore, storage, repository } = options;

  return new Server({
    path: options.path,
    datastore: datastore.store,
    namingFunction: (request) => datastore.idFor(ownerTagOf(request.headers.get(UPLOAD_OWNER_HEADER) ?? '')),
    maxSize: options.maxBytes,
    relativeLocation: true,
    respectForwardedHeaders: options.trustProxy,
    async onUploadCreate(request, upload) {
      const owner = request.headers.get(UPLOAD_OWNER_HEADER);
      if (!owner) throw refusal(request, 401, 'please_login');
      // Before the store holds anything: an account may keep only so much unfinished (ADR 0085).
      const over = await options.unfinished.admit(ownerTagOf(owner), upload.id, upload.size ?? options.maxBytes);
      if (over) throw refusal(request, over.status, over.key, over.params);
      return { metadata: { ...upload.metadata, owner, kind } };
    },
    async onIncomingRequest(request, uploadId) {
      if (request.method === 'POST' || request.method === 'OPTIONS') return;
      const upload = await datastore.store.getUpload(uploadId).catch(() => null);
      // Someone else's upload is as good as missing; so is one of another kind, which in a shared bucket the
      // other endpoints could otherwise finish under their own checks and size caps. (Uploads begun before
      // kinds were recorded lived in a folder of their kind.)
      if (
        upload &&
        (upload.metadata?.owner !== request.headers.get(UPLOAD_OWNER_HEADER) ||
          (upload.metadata?.kind ?? kind) !== kind)
      )
        throw refusal(request, 404, 'upload_not_found');
    },
    async onUploadFinish(request, upload) {
      const buffer = await datastore.readFinished(upload.id);
      const owner = upload.metadata?.owner;
      const originalName = upload.metadata?.filename ?? upload.metadata?.name ?? null;
      try {
        if (!owner) throw refusal(request, 401, 'please_login');
        if (kind === 'image') {
          const stored = await storeImage(storage, buffer).catch(asRefusal(request));
          if (!stored) throw refusal(request, 400, 'invalid_image_type');
          await repository.insert({
            tusId: upload.id,
            ownerId: owner,
            kind,
            url: stored.url,
            mime: 'image/webp',
            bytes: buffer.length,
            originalName,
          });
          return jsonAnswer({ id: upload.id, url: stored.url, urls: stored.urls });
        }
        if (kind === 'audio') {
          const checked = await checkVoiceNote(buffer);
          if (!checked.ok) throw refusal(request, 400, checked.key);
          const stored = await storeVoiceNote(storage, buffer, checked.kind);
          await repository.insert({
            tusId: upload.id,
            ownerId: owner,
            kind,
            url: stored.url,
            mime: checked.kind.mime,
            bytes: buffer.length,
            durationSeconds: checked.durationSeconds,
            originalName,
          });
          return jsonAnswer({ id: upload.id, url: stored.url, urls: {}, duration_seconds: checked.durationSeconds });
        }
        const stored = await storeDocument(storage, buffer).catch(asRefusal(request));
        if (!stored) throw refusal(request, 400, 'invalid_document_type');
        const url = `/api/documents/${stored.id}`;
        await repository.insert({
          id: stored.id,
          tusId: upload.id,
          ownerId: owner,
          kind,
          // The document's key in the store, never a URL: only /api/documents/{id} reads it.
          url: stored.key,
          mime: stored.mime,
          bytes: buffer.length,
          originalName,
        });
        return jsonAnswer({ id: upload.id, url, urls: {} });
      } finally {
        // Only the checked result is kept; the raw bytes go either way, and with them its place in the cap.
        await datastore.discard(upload.id);
        if (owner) options.unfinished.release(ownerTagOf(owner), upload.id);
      }
    },
  });
}

function jsonAnswer(data: { id: string; url: string; urls: Record<string, string>; duration_seconds?: number }) {
  return {
    status_code: 200,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data }),
  };
}
