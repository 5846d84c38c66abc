import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { pickLanguage } from '@bedesten/core/i18n/languages';
import { message, type MessageKey } from '@bedesten/core/messages/catalogue';
import type { UploadsRepository } from './uploads.repository.ts';
import { storeDocument, storeImage } from './process-upload.ts';
import { checkVoiceNote, storeVoiceNote } from './voice-note.ts';

/** Set by our route after the session check (and stripped from what clients send): who is uploading. */
export const UPLOAD_OWNER_HEADER = 'x-bedesten-upload-owner';

export type UploadKind = 'image' | 'document' | 'audio';

/** A failure tus sends back as it is: our error body in the caller's language. */
function refusal(request: Request, status: number, key: MessageKey, params: Record<string, number> = {}) {
  const lang = pickLanguage(null, request.headers.get('accept-language'));
  return { status_code: status, body: JSON.stringify({ error: message(key, lang, params), code: key }) };
}

/**
 * A tus server for one kind of upload (ADR 0022): resumable uploads land
 * in DATA_DIR/tus/<kind> (never served), each marked with its uploader;
 * only the uploader may continue, query or cancel one. When the last byte
 * arrives the file is checked by its bytes and re-encoded (images: three
 * webp sizes under the public uploads folder; documents: kept privately),
 * the raw upload is deleted, and the answer carries the result.
 */
export function createTusServer(options: {
  kind: UploadKind;
  path: string;
  dataDir: string;
  maxBytes: number;
  trustProxy: boolean;
  repository: UploadsRepository;
}) {
  const { kind, dataDir, repository } = options;
  const datastore = new FileStore({
    directory: path.join(dataDir, 'tus', `${kind}s`),
    expirationPeriodInMilliseconds: 24 * 60 * 60 * 1000,
  });

  return new Server({
    path: options.path,
    datastore,
    maxSize: options.maxBytes,
    relativeLocation: true,
    respectForwardedHeaders: options.trustProxy,
    async onUploadCreate(request, upload) {
      const owner = request.headers.get(UPLOAD_OWNER_HEADER);
      if (!owner) throw refusal(request, 401, 'please_login');
      return { metadata: { ...upload.metadata, owner } };
    },
    async onIncomingRequest(request, uploadId) {
      if (request.method === 'POST' || request.method === 'OPTIONS') return;
      const upload = await datastore.getUpload(uploadId).catch(() => null);
      // Someone else's upload is as good as missing.
      if (upload && upload.metadata?.owner !== request.headers.get(UPLOAD_OWNER_HEADER))
        throw refusal(request, 404, 'upload_not_found');
    },
    async onUploadFinish(request, upload) {
      const file = path.join(datastore.directory, upload.id);
      const buffer = await readFile(file);
      const owner = upload.metadata?.owner;
      const originalName = upload.metadata?.filename ?? upload.metadata?.name ?? null;
      try {
        if (!owner) throw refusal(request, 401, 'please_login');
        if (kind === 'image') {
          const stored = await storeImage(dataDir, buffer);
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
          const stored = await storeVoiceNote(dataDir, buffer, checked.kind);
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
        const stored = await storeDocument(dataDir, buffer);
        if (!stored) throw refusal(request, 400, 'invalid_document_type');
        const url = `/api/documents/${stored.id}`;
        await repository.insert({
          id: stored.id,
          tusId: upload.id,
          ownerId: owner,
          kind,
          url: stored.file,
          mime: stored.mime,
          bytes: buffer.length,
          originalName,
        });
        return jsonAnswer({ id: upload.id, url, urls: {} });
      } finally {
        // Only the checked result is kept; the raw bytes go either way.
        await datastore.remove(upload.id).catch(() => {});
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
