import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fieldError } from '../../http/app-error';
import { ErrorEnvelope } from '../../contract/envelope';
import { canonicalTimeZone, TIME_ZONE_RULE_MESSAGE } from '../../contract/formats';
import { merchantOf } from '../../plugins/auth';
import { createMerchantSettingsRepository } from '../../repositories/merchant-settings-repository';
import { merchantSettingsOf } from '../../services/stores/merchant-settings';
import {
  MerchantSettingsBody,
  MerchantSettingsResponse,
  toMerchantSettingsRecord,
} from './schemas';

const ERRORS = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/**
 * `/stores/me/settings`: the merchant's brand colour and stamping rules (docs/api.md, "Reward
 * cards and stamps"). Registered under `/stores` beside the store routes of their own module.
 */
const storeSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { tags: ['stores'], security: [{ bearerAuth: [] }] };

  app.get(
    '/me/settings',
    {
      preHandler: app.requireMerchant,
      schema: {
        ...schema,
        operationId: 'getStoreSettings',
        summary: "The caller's settings (the defaults until first saved)",
        response: { 200: MerchantSettingsResponse, ...ERRORS },
      },
    },
    async (request): Promise<MerchantSettingsResponse> => ({
      success: true,
      data: toMerchantSettingsRecord(await merchantSettingsOf(app.db, merchantOf(request).id)),
    }),
  );

  app.put(
    '/me/settings',
    {
      preHandler: app.requireMerchant,
      schema: {
        ...schema,
        operationId: 'updateStoreSettings',
        summary: "Replace the caller's settings",
        body: MerchantSettingsBody,
        response: { 200: MerchantSettingsResponse, ...ERRORS },
      },
    },
    async (request): Promise<MerchantSettingsResponse> => {
      const { body } = request;
      const merchantId = merchantOf(request).id;
      const current = await merchantSettingsOf(app.db, merchantId);
      const brandColor = body.brand_color === undefined ? current.brandColor : body.brand_color;
      const settings = createMerchantSettingsRepository(app.db);
      // Stored as the canonical name, and only one the database knows (docs/api.md, "Stores").
      const timeZone = body.time_zone === undefined ? undefined : canonicalTimeZone(body.time_zone);
      if (timeZone !== undefined && !(await settings.knowsTimeZone(timeZone))) {
        throw fieldError('time_zone', TIME_ZONE_RULE_MESSAGE);
      }
      const row = await settings.save(
        merchantId,
        {
          brandColor: brandColor?.toUpperCase() ?? null,
          defaultStampsRequired: body.default_stamps_required ?? current.defaultStampsRequired,
          stampCooldownMinutes: body.stamp_cooldown_minutes ?? current.stampCooldownMinutes,
          dailyStampLimitPerCustomer:
            body.daily_stamp_limit_per_customer ?? current.dailyStampLimitPerCustomer,
          notifyOnRedeem: body.notify_on_redeem ?? current.notifyOnRedeem,
          timeZone: timeZone ?? current.timeZone,
        },
        app.now(),
      );
      return {
        success: true,
        message: 'Your settings were saved.',
        data: toMerchantSettingsRecord({
          brandColor: row.brandColor,
          defaultStampsRequired: row.defaultStampsRequired,
          stampCooldownMinutes: row.stampCooldownMinutes,
          dailyStampLimitPerCustomer: row.dailyStampLimitPerCustomer,
          notifyOnRedeem: row.notifyOnRedeem,
          timeZone: row.timeZone,
        }),
      };
    },
  );
};

export default storeSettingsRoutes;
