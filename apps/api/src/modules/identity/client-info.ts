import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookie } from '../../plugins/auth.ts';
import type { ClientInfo } from './identity.deps.ts';
import type { StartedSession } from './start-session.ts';

export function clientInfo(request: FastifyRequest): ClientInfo {
  return {
    ip: request.clientIp,
    trusted: request.clientTrusted,
    userAgent: request.headers['user-agent'] ?? null,
    browser: Boolean(request.headers.origin || request.headers['sec-fetch-mode']),
    lang: request.lang,
  };
}

/** A sign-in answers the token in the body (API clients) and as the session cookie (the browser). */
export function sendSignedIn(
  reply: FastifyReply,
  result: { session: StartedSession; message?: string | undefined; redirect?: string | undefined },
  status: 200 | 201 = 200,
) {
  setSessionCookie(reply, result.session);
  return reply.status(status).send({
    data: result.session.signedIn,
    ...(result.message ? { message: result.message } : {}),
    ...(result.redirect ? { redirect: result.redirect } : {}),
  });
}
