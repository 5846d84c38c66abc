import { apiPost, asErrorBody, buildApiUrl, parseJson, requestHeaders, type ApiResult } from './api-client.ts';

/**
 * A multipart POST that reports its upload's progress (0 to 1), through
 * XMLHttpRequest, the only browser API that does. Apart from api-client.ts so
 * that only the pages that upload with a progress bar carry it (ADR 0049's
 * first-load budget). Without XMLHttpRequest (tests, the server) it posts as
 * apiPost does, without progress.
 */
export function apiUpload<T = unknown>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  options: { signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  if (typeof XMLHttpRequest === 'undefined') return apiPost<T>(path, form, options);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildApiUrl(path));
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    for (const [name, value] of Object.entries(requestHeaders('json', undefined, false))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve({ ok: true, status: xhr.status, data: parseJson(xhr.responseText) as T });
        return;
      }
      resolve({ ok: false, status: xhr.status, reason: 'http', error: asErrorBody(parseJson(xhr.responseText)) });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, reason: 'network', error: null });
    xhr.onabort = () => resolve({ ok: false, status: 0, reason: 'aborted', error: null });
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
