import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '@bedesten/core/messages/catalogue';
import {
  loginBody,
  loginWithOtpBody,
  newStoreWithOtpBody,
  otpSentResponseSchema,
  registerUserBody,
  registerWithOtpBody,
} from '@bedesten/core/schemas/auth';
import { messageResponseSchema, signedInResponseSchema } from '@bedesten/core/schemas/current-user';
import { errorResponses } from '@bedesten/core/schemas/error';
import { actorOf, clearSessionCookie, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import { changesNoPublicData } from '../../plugins/public-data-writes.ts';
import { clientInfo, sendSignedIn } from './client-info.ts';
import type { IdentityDeps } from './identity.deps.ts';
import { registerUser } from './register-user.ts';
import { registerVendorWithOtp } from './register-vendor-with-otp.ts';
import { registerWithOtp } from './register-with-otp.ts';
import { signInWithOtp } from './sign-in-with-otp.ts';
import { signInWithPassword } from './sign-in-with-password.ts';
import { signOut, signOutEverywhere } from './sign-out.ts';

const otpStepResponse = z.union([otpSentResponseSchema, signedInResponseSchema]);
const logoutAllBody = z
  .object({
    keep_current: z.boolean().optional().describe('Keep the session making this call (true); by default it ends too.'),
  })
  // A call with no body at all is fine: Fastify hands it over as null.
  .nullish();
const tags = ['identity'];

/** Sign-up, sign-in and sign-out (SPEC.md §7 vendor auth and customer calls). */
export const identityRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (app, deps) => {
  // Every write here changes only its own parties' data: shared answers stay (ADR 0072).
  app.addHook('onRoute', changesNoPublicData);
  // `register` is the spec's other name for the same sign-up; vendors start with newStoreWithOTP (ADR 0047).
  for (const url of ['/api/register-user', '/api/register']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Customer sign-up with e-mail, mobile and password; signs in',
          body: registerUserBody,
          response: { 201: signedInResponseSchema, ...errorResponses(400, 403, 429) },
        },
      },
      async (request, reply) =>
        sendSignedIn(reply, { session: await registerUser(deps, request.body, clientInfo(request)) }, 201),
    );
  }

  app.post(
    '/api/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Sets the session cookie and answers the bearer token. 401 "Incorrect e-mail address or password".',
        body: loginBody,
        response: { 200: signedInResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      sendSignedIn(reply, { session: await signInWithPassword(deps, request.body, clientInfo(request)) }),
  );

  app.post(
    '/api/loginWithOTP',
    {
      schema: {
        tags,
        summary: 'Sign in by mobile: without `otp` sends a code, with it signs in',
        description: 'An unknown number answers 404 "No account found please sign up".',
        body: loginWithOtpBody,
        response: { 200: otpStepResponse, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const step = await signInWithOtp(deps, request.body, clientInfo(request));
      return 'sent' in step ? step.sent : sendSignedIn(reply, step);
    },
  );

  app.post(
    '/api/registerWithOTP',
    {
      schema: {
        tags,
        summary: 'Customer sign-up by mobile: without `otp` sends a code, with it creates the account (201)',
        description:
          'A number that already has an account is signed in (200) with "Your number already registered login successful".',
        body: registerWithOtpBody,
        response: { 200: otpStepResponse, 201: signedInResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const step = await registerWithOtp(deps, request.body, clientInfo(request));
      if ('sent' in step) return step.sent;
      return sendSignedIn(reply, step, step.created ? 201 : 200);
    },
  );

  app.post(
    '/api/newStoreWithOTP',
    {
      schema: {
        tags,
        summary: 'Vendor sign-up by mobile (business name, name, area): code first, then account (201)',
        description:
          'Creates a vendor (not approved, no store) and signs in; `redirect` is `/vendor/setup-store`. A customer with the number becomes a vendor.',
        body: newStoreWithOtpBody,
        response: { 200: otpStepResponse, 201: signedInResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const step = await registerVendorWithOtp(deps, request.body, clientInfo(request));
      if ('sent' in step) return step.sent;
      return sendSignedIn(reply, step, step.created ? 201 : 200);
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags,
        summary: 'End this session (cookie or bearer token); answers 200 even without one',
        security: SESSION_SECURITY,
        response: { 200: messageResponseSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await signOut(deps.sessions, request.actor?.sessionId);
      clearSessionCookie(reply);
      return { data: { message: message('logged_out', request.lang) } };
    },
  );

  app.post(
    '/api/logout-all',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Sign out of all devices: end every session of the account (cookies and bearer tokens)',
        description:
          'By default this session ends too and its cookie is cleared; with `keep_current: true` every other session ends and this one stays. Changing or resetting the password ends the other sessions as well.',
        security: SESSION_SECURITY,
        body: logoutAllBody,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const keepCurrent = request.body?.keep_current ?? false;
      await signOutEverywhere(deps.sessions, actorOf(request), keepCurrent);
      if (!keepCurrent) clearSessionCookie(reply);
      return { data: { message: message(keepCurrent ? 'logged_out_others' : 'logged_out_everywhere', request.lang) } };
    },
  );
};
