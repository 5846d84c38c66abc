const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * `Content-Disposition` for a private document: always a download, never
 * shown inline in our origin (issue 10), named after the uploaded file. The
 * plain `filename` keeps to printable ASCII without quotes; `filename*`
 * (RFC 6266, RFC 8187) carries the name as it was, in UTF-8.
 */
export function attachmentDisposition(originalName: string | null | undefined, mime: string): string {
  const fallback = `document.${EXTENSIONS[mime] ?? 'bin'}`;
  const name = (originalName ?? '').trim() || fallback;
  const ascii = name.replace(/[^\x20-\x7E]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
