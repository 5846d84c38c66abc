import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '~/lib/messages.ts';
import { API_PREFIX } from './api-client.ts';

/**
 * Resumable uploads to the API's tus endpoints (ADR 0022). The tus client
 * is loaded on first use, so only pages that upload download it. The final
 * PATCH answers `{data: {id, url, urls}}`; a refusal answers our error body
 * (`{error}` in the caller's language), which we hand back as it is.
 */

export type UploadKind = 'image' | 'document' | 'audio';

export interface UploadedFile {
  /** The tus upload id (`get-tus-image-url?id=` answers the same URLs later). */
  id: string;
  /** The URL forms save: `/uploads/images/<id>/800.webp` or `/api/documents/<id>`. */
  url: string;
  /** Image sizes by width (empty for documents and voice notes). */
  urls: Record<string, string>;
  /** A voice note's length as the API read it from the file. */
  duration_seconds?: number;
}

export type UploadOutcome =
  { ok: true; file: UploadedFile } | { ok: false; status: number; error: string; sessionEnded: boolean };

export const UPLOAD_ENDPOINTS: Record<UploadKind, string> = {
  image: `${API_PREFIX}/upload-tus`,
  document: `${API_PREFIX}/upload-tus-document`,
  audio: `${API_PREFIX}/upload-tus-audio`,
};

/** The API's default cap (UPLOAD_IMAGE_MAX_MB / UPLOAD_DOCUMENT_MAX_MB); the API has the last word. */
export const UPLOAD_MAX_MB = 10;

/** What the browser may offer for each kind; the API checks the bytes again. */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  image: 'image/jpeg,image/png,image/webp',
  document: 'application/pdf,image/jpeg,image/png',
  audio: 'audio/webm,audio/ogg,audio/mp4,audio/mpeg,audio/wav',
};

const INVALID_TYPE = {
  image: 'invalid_image_type',
  document: 'invalid_document_type',
  audio: 'invalid_audio_type',
} as const;

/** The catalogue message for a refused upload body, or a generic one. */
function errorOf(status: number, body: string, kind: UploadKind, lang: Language): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
  } catch {
    // Not our JSON (a proxy's page, an empty body): fall through.
  }
  if (status === 413)
    return message(kind === 'image' ? 'image_too_large' : 'file_too_large', lang, { mb: UPLOAD_MAX_MB });
  if (status === 0) return message('no_internet', lang);
  return message(INVALID_TYPE[kind], lang);
}

/**
 * Uploads one file; `onProgress` gets 0…1. Network hiccups are retried
 * (tus resumes from the last byte the server has); a refusal (4xx) is not.
 */
export async function tusUpload(
  file: File,
  kind: UploadKind,
  lang: Language,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  const { Upload } = await import('tus-js-client');
  return new Promise<UploadOutcome>((resolve) => {
    const upload = new Upload(file, {
      endpoint: UPLOAD_ENDPOINTS[kind],
      metadata: { filename: file.name, filetype: file.type },
      headers: { 'Accept-Language': lang },
      retryDelays: [0, 1000, 3000, 5000],
      // Upload URLs are not kept in local storage (DESIGN.md §3 keeps storage to the client state).
      storeFingerprintForResuming: false,
      onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
      onSuccess: ({ lastResponse }) => {
        try {
          const body = JSON.parse(lastResponse.getBody()) as { data: UploadedFile };
          onProgress(1);
          resolve({ ok: true, file: body.data });
        } catch {
          resolve({
            ok: false,
            status: lastResponse.getStatus(),
            error: errorOf(500, '', kind, lang),
            sessionEnded: false,
          });
        }
      },
      onError: (error) => {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        const status = response?.getStatus() ?? 0;
        resolve({
          ok: false,
          status,
          error:
            status === 401 ? message('session_expired', lang) : errorOf(status, response?.getBody() ?? '', kind, lang),
          sessionEnded: status === 401,
        });
      },
    });
    signal?.addEventListener('abort', () => void upload.abort(true), { once: true });
    upload.start();
  });
}
