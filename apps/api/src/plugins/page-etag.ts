import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conditional answers for pages the renderer marked shareable (`Cache-Control:
 * public`, a signed-out visitor's public page; ADR 0052). The ETag is weak
 * and hashes the HTML without its CSP nonces, which change on every render
 * while the page does not. A 304 carries no Content-Security-Policy: the
 * browser keeps the stored one, whose nonce matches the stored page.
 */

const NONCE_ATTRIBUTE = /\snonce="[^"]*"/g;

export function isShareable(status: number, cacheControl: string | null): boolean {
  return status === 200 && cacheControl !== null && /^public\b/.test(cacheControl);
}

/**
 * The hash goes over the pieces between nonce attributes, as the regex finds them, without building the page
 * again without them (a copy of ~90 KB of string per rendered page).
 */
export function pageEtag(html: string): string {
  const hash = createHash('sha256');
  let from = 0;
  for (const attribute of html.matchAll(NONCE_ATTRIBUTE)) {
    hash.update(html.slice(from, attribute.index));
    from = attribute.index + attribute[0].length;
  }
  const digest = hash.update(html.slice(from)).digest('base64url');
  return `W/"${digest.slice(0, 27)}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends `html` with its ETag (`pageEtag` of it, which a kept page computed once: every nonce gives the same one),
 * or a bodiless 304 when the visitor already holds it.
 */
export function sendShareablePage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  etag: string,
): FastifyReply {
  reply.header('etag', etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    reply.removeHeader('content-security-policy');
    reply.removeHeader('content-type');
    return reply.status(304).send();
  }
  return reply.send(request.method === 'HEAD' ? undefined : html);
}
