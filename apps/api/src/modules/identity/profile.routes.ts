import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { otpSentResponseSchema } from '@bedesten/core/schemas/auth';
import { currentUserResponseSchema, messageResponseSchema } from '@bedesten/core/schemas/current-user';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  accountSettingsResponseSchema,
  AVATAR_MAX_BYTES,
  deleteAccountBody,
  updateAccountSettingsBody,
  updateProfileBody,
  updateVendorProfileBody,
  uploadResponseSchema,
  vendorProfileResponseSchema,
} from '@bedesten/core/schemas/profile';
import { actorOf, clearSessionCookie, requireType, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import { clientInfo } from './client-info.ts';
import { loadCurrentUser } from './current-user.ts';
import { deleteAccount } from './delete-account.ts';
import { getAccountSettings } from './get-account-settings.ts';
import { getVendorProfile } from './get-vendor-profile.ts';
import type { IdentityDeps } from './identity.deps.ts';
import { updateAccountSettings } from './update-account-settings.ts';
import { updateProfile } from './update-profile.ts';
import { updateVendorProfile } from './update-vendor-profile.ts';
import type { ObjectStorage } from '../../lib/object-storage/object-storage.ts';
import { uploadAvatar } from './upload-avatar.ts';

const tags = ['profile'];
const requireVendor = requireType('vendor');

/** The signed-in account's own profile, settings, picture and deletion. */
export const profileRoutes: FastifyPluginAsyncZod<IdentityDeps & { storage: ObjectStorage }> = async (app, deps) => {
  app.get(
    '/api/get-profile-details',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The current user',
        security: SESSION_SECURITY,
        response: { 200: currentUserResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await loadCurrentUser(deps.accounts, actorOf(request).userId) }),
  );

  app.post(
    '/api/update-profile-details',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Change name, e-mail, mobile or picture (`image_url` from /api/upload, null removes it)',
        security: SESSION_SECURITY,
        body: updateProfileBody,
        response: { 200: currentUserResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await updateProfile(deps, actorOf(request).userId, request.body, clientInfo(request)),
    }),
  );

  app.post(
    '/api/upload',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Upload a profile picture (multipart, one JPEG/PNG/WebP/GIF up to 5 MB)',
        description: 'Stored as a 512 px webp without metadata; set it with update-profile-details `image_url`.',
        security: SESSION_SECURITY,
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const noImage = new AppError(400, 'image_required', { fields: { image: [{ key: 'image_required' }] } });
      // A body that claims to be multipart and is not (cut short, no boundary) is the caller's mistake: no image.
      const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } }).catch((error: unknown) => {
        throw (error as { statusCode?: number }).statusCode ? error : noImage;
      });
      if (!file) throw noImage;
      const buffer = await file.toBuffer().catch((error: unknown) => {
        if (!(error as { statusCode?: number }).statusCode) throw noImage;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          const mb = AVATAR_MAX_BYTES / 1024 / 1024;
          throw new AppError(400, 'image_too_large', {
            params: { mb },
            fields: { image: [{ key: 'image_too_large', params: { mb } }] },
          });
        }
        throw error;
      });
      return { data: await uploadAvatar(deps.storage, buffer) };
    },
  );

  app.post(
    '/api/deleteAccount',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Delete the account, confirmed by `password` or `otp`; with neither, a code is sent',
        description:
          'Soft delete: sessions end; signing in later answers 403 "Your account deleted please contact to admin".',
        security: SESSION_SECURITY,
        body: deleteAccountBody,
        response: {
          200: z.union([messageResponseSchema, otpSentResponseSchema]),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await deleteAccount(deps, actorOf(request).userId, request.body, clientInfo(request));
      if ('sent' in result) return result.sent;
      clearSessionCookie(reply);
      return { data: { message: message('account_deleted_done', request.lang) } };
    },
  );

  app.get(
    '/api/account-settings',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Notification toggles, VAT number and language',
        security: SESSION_SECURITY,
        response: { 200: accountSettingsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await getAccountSettings(deps, actorOf(request).userId) }),
  );

  app.post(
    '/api/account-settings',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Change settings; only the parts sent change',
        security: SESSION_SECURITY,
        body: updateAccountSettingsBody,
        response: { 200: accountSettingsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await updateAccountSettings(deps, actorOf(request).userId, request.body),
    }),
  );

  for (const url of ['/api/profile', '/api/get-vendor-details']) {
    app.get(
      url,
      {
        onRequest: requireVendor,
        schema: {
          tags,
          summary: 'The vendor: current user, business details from sign-up, store and its approval',
          security: SESSION_SECURITY,
          response: { 200: vendorProfileResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => ({ data: await getVendorProfile(deps.accounts, actorOf(request).userId) }),
    );
  }

  app.post(
    '/api/profile',
    {
      onRequest: requireVendor,
      schema: {
        tags,
        summary: "Change the vendor's name, e-mail, picture, business name or area",
        security: SESSION_SECURITY,
        body: updateVendorProfileBody,
        response: { 200: vendorProfileResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await updateVendorProfile(deps.accounts, actorOf(request).userId, request.body),
    }),
  );
};
