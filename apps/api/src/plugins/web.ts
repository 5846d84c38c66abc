import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER, CSP_NONCE_HEADER } from '@bedesten/core/http/internal-headers';
import { signClientIp } from './client-ip.ts';
import { scriptNonceOf } from './security.ts';

const INTERNAL_HEADERS = new Set([CSP_NONCE_HEADER, CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER]);

function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  internal: { nonce: string | undefined; secret: string },
): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || INTERNAL_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  if (internal.nonce) headers.set(CSP_NONCE_HEADER, internal.nonce);
  headers.set(CLIENT_IP_HEADER, request.clientIp);
  headers.set(CLIENT_IP_SIGNATURE_HEADER, signClientIp(internal.secret, request.clientIp));
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/**
 * Serves the React Router production build from the API process, on the
 * same port: hashed assets from build/client with long-lived caching, every
 * other non-API request through the server renderer. API paths never reach
 * the renderer, so an unknown /api/... stays a JSON 404.
 */
export async function webPlugin(app: FastifyInstance, options: { buildDir: string; secret: string }): Promise<void> {
  const serverEntry = path.join(options.buildDir, 'server/index.js');
  const clientDir = path.join(options.buildDir, 'client');
  if (!existsSync(serverEntry)) {
    app.log.warn({ serverEntry }, 'web build not found: run `npm run build` to serve the web app');
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // A built bundle always runs in production mode: development mode would show error stacks to visitors.
  const handle = createRequestHandler(build, 'production');

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  // The renderer reads request bodies itself (form actions), so no parsing here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    // Pages check nothing themselves: the API calls they make do (a bad byte in a store's name is a 404 page).
    config: { rateLimit: false, rawTextInput: true },
    schema: { hide: true },
    handler: async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
      const response = await handle(
        toWebRequest(request, reply, { nonce: scriptNonceOf(reply.raw), secret: options.secret }),
      );
      return sendWebResponse(reply, response);
    },
  });
}
