import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { ErrorEnvelope } from '../../contract/envelope';
import { perMinutePerIp } from '../../http/rate-limits';
import { accountOf } from '../../plugins/auth';
import { createSessions } from '../../services/accounts/sessions';
import { AVATAR_MAX_BYTES, readImageUpload } from '../../http/image-upload';
import { createProfile } from './profile';
import { toAccountRecord, toUserRecord } from '../../services/accounts/records';
import {
  AvatarResponse,
  ChangePasswordBody,
  MeResponse,
  QrCodeResponse,
  TokensResponse,
  UpdateMeBody,
  UserResponse,
  type AvatarResponse as AvatarAnswer,
  type MeResponse as MeAnswer,
  type QrCodeResponse as QrCodeAnswer,
  type TokensResponse as TokensAnswer,
  type UserResponse as UserAnswer,
} from './schemas';

const tags = ['users'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/** `/users/me`: the signed-in account, its profile, avatar, password and QR code. */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only this module reads multipart bodies; one file, and nothing else, per request.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const profile = createProfile(app, createSessions(app));
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/me',
    {
      config: { allowUnverifiedEmail: true },
      schema: {
        operationId: 'getMe',
        tags,
        security,
        summary: 'The signed-in account',
        response: { 200: MeResponse, ...errors },
      },
    },
    // The auth guard has read the merchant with the user: no second query (docs/performance.md).
    async (request): Promise<MeAnswer> => {
      const { user, merchant } = accountOf(request);
      return { success: true, data: toAccountRecord(user, merchant ?? undefined) };
    },
  );

  app.put(
    '/me',
    {
      schema: {
        operationId: 'updateMe',
        tags,
        security,
        summary: 'Update the profile',
        body: UpdateMeBody,
        response: { 200: UserResponse, ...errors, 409: ErrorEnvelope },
      },
    },
    async (request): Promise<UserAnswer> => ({
      success: true,
      message: 'Your profile is saved.',
      data: toUserRecord(await profile.update(accountOf(request).user, request.body)),
    }),
  );

  app.post(
    '/me/avatar',
    {
      config: { rateLimit: perMinutePerIp(app, 20) },
      schema: {
        operationId: 'uploadAvatar',
        tags,
        security,
        summary: 'Upload the avatar (multipart, field `file`: PNG, JPEG or WebP, at most 2 MB)',
        description:
          'At most 25 megapixels. Decoded and encoded again: kept at most 512 × 512, without metadata (EXIF, GPS).',
        consumes: ['multipart/form-data'],
        response: {
          200: AvatarResponse,
          ...errors,
          413: ErrorEnvelope,
          415: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request): Promise<AvatarAnswer> => {
      const { user } = accountOf(request);
      const { bytes, type } = await readImageUpload(request);
      const avatarUrl = await app.uploads.save('avatars', bytes, type);
      await profile.setAvatar(user, avatarUrl);
      await app.uploads.remove(user.avatarUrl);
      return { success: true, message: 'Your avatar is saved.', data: { avatar_url: avatarUrl } };
    },
  );

  app.put(
    '/me/password',
    {
      config: { rateLimit: perMinutePerIp(app, 10) },
      schema: {
        operationId: 'changePassword',
        tags,
        security,
        summary: 'Change the password',
        description: 'Ends every other session; answers fresh tokens for this one.',
        body: ChangePasswordBody,
        response: { 200: TokensResponse, ...errors },
      },
    },
    async (request): Promise<TokensAnswer> => {
      const { current_password: current, new_password: next } = request.body;
      const tokens = await profile.changePassword(accountOf(request).user, current, next);
      request.log.info(
        { event: 'password_changed', user_id: accountOf(request).user.id },
        'password changed',
      );
      return { success: true, message: 'Your password is changed.', data: { tokens } };
    },
  );

  app.post(
    '/me/qr/rotate',
    {
      schema: {
        operationId: 'rotateQrCode',
        tags,
        security,
        summary: 'Replace the personal QR code',
        description: 'The old code and the old short code stop working at once.',
        response: { 200: QrCodeResponse, ...errors },
      },
    },
    async (request): Promise<QrCodeAnswer> => ({
      success: true,
      message: 'Your QR code and short code are new. The old ones no longer work.',
      data: await profile.rotateQrCode(accountOf(request).user),
    }),
  );
};

export default usersRoutes;
