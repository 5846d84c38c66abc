import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { message } from '@bedesten/core/messages/catalogue';
import {
  changePasswordBody,
  forgotPasswordBody,
  otpSentResponseSchema,
  resetPasswordBody,
  resetTokenResponseSchema,
  verifyEmailBody,
  verifyResetOtpBody,
} from '@bedesten/core/schemas/auth';
import { currentUserResponseSchema, messageResponseSchema } from '@bedesten/core/schemas/current-user';
import { errorResponses } from '@bedesten/core/schemas/error';
import { actorOf, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import { changesNoPublicData } from '../../plugins/public-data-writes.ts';
import { changePassword } from './change-password.ts';
import { clientInfo } from './client-info.ts';
import type { IdentityDeps } from './identity.deps.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { sendEmailVerification } from './send-email-verification.ts';
import { verifyEmail } from './verify-email.ts';
import { verifyResetOtp } from './verify-reset-otp.ts';

const tags = ['identity'];

/**
 * Password recovery in three steps, the same for customers and vendors:
 * `forgot` sends a code by e-mail or SMS, `reset-email-otp-verify` trades it
 * for a reset token, `reset-password` sets the new password. Plus changing
 * the password and verifying the e-mail address while signed in.
 */
export const passwordRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (app, deps) => {
  // Every write here changes only its own parties' data: shared answers stay (ADR 0072).
  app.addHook('onRoute', changesNoPublicData);
  app.post(
    '/api/forgot',
    {
      schema: {
        tags,
        summary: 'Forgot password: send a reset code to `email`, or by SMS to `country_code` + `mobile`',
        body: forgotPasswordBody,
        response: { 200: otpSentResponseSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) => requestPasswordReset(deps, request.body, clientInfo(request)),
  );

  app.post(
    '/api/reset-email-otp-verify',
    {
      schema: {
        tags,
        summary: 'Check the reset code; answers a reset token valid for 15 minutes',
        body: verifyResetOtpBody,
        response: { 200: resetTokenResponseSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) => ({ data: await verifyResetOtp(deps, request.body, clientInfo(request)) }),
  );

  for (const url of ['/api/reset-password', '/api/new-password-setup']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Set a new password with the reset token; ends every session',
          body: resetPasswordBody,
          response: { 200: messageResponseSchema, ...errorResponses(400) },
        },
      },
      async (request) => {
        await resetPassword(deps, request.body, clientInfo(request));
        return { data: { message: message('password_reset_done', request.lang) } };
      },
    );
  }

  for (const url of ['/api/change-password', '/api/updatePassword']) {
    app.post(
      url,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'Change the password (current one needed when set); ends the other sessions',
          security: SESSION_SECURITY,
          body: changePasswordBody,
          response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => {
        await changePassword(deps, actorOf(request), request.body, clientInfo(request));
        return { data: { message: message('password_changed', request.lang) } };
      },
    );
  }

  app.post(
    '/api/send-email-otp-verification',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Send a code to the account's e-mail address",
        security: SESSION_SECURITY,
        response: { 200: otpSentResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => sendEmailVerification(deps, actorOf(request).userId, clientInfo(request)),
  );

  app.post(
    '/api/verify-email',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Verify the e-mail address with the code',
        security: SESSION_SECURITY,
        body: verifyEmailBody,
        response: { 200: currentUserResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await verifyEmail(deps, actorOf(request).userId, request.body.otp, clientInfo(request)),
    }),
  );
};
