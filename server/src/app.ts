import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawServerDefault,
} from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import type { DatabaseConnection } from './db/client';
import type { PaymentsProvider } from './infrastructure/payments';
import { addCustomFormats } from './contract/formats';
import { buildValidator } from './http/validator-compilers';
import { loggerOptions } from './logger';
import adminAccount from './plugins/admin-account';
import appConfig from './plugins/app-config';
import auth from './plugins/auth';
import backgroundTasks from './plugins/background-tasks';
import clock from './plugins/clock';
import database from './plugins/database';
import errorHandler, { clientErrorHandler, handleError } from './plugins/error-handler';
import gracefulClose from './plugins/graceful-close';
import inputRules from './plugins/input-rules';
import jobs from './plugins/jobs';
import liveEvents from './plugins/live-events';
import mailer from './plugins/mailer';
import notFound from './plugins/not-found';
import payments from './plugins/payments';
import publicListing from './plugins/public-listing';
import push from './plugins/push';
import referenceData from './plugins/reference-data';
import reports from './plugins/reports';
import routeTable from './plugins/route-table';
import security from './plugins/security';
import spa from './plugins/spa';
import openApi from './plugins/swagger';
import uploads from './plugins/uploads';
import wallet from './plugins/wallet';
import analyticsRoutes from './modules/analytics/routes';
import customersRoutes from './modules/customers/routes';
import authRoutes from './modules/auth/routes';
import categoriesRoutes from './modules/categories/routes';
import devRoutes from './modules/dev/routes';
import homeRoutes from './modules/home/routes';
import liveRoutes from './modules/live/routes';
import merchantRequestsRoutes from './modules/merchant-requests/routes';
import { onboardingCreateRequestRoute } from './modules/merchant-requests/submit-route';
import onboardingRoutes from './modules/onboarding/routes';
import storeDirectoryRoutes from './modules/store-directory/routes';
import storesRoutes from './modules/stores/routes';
import branchesRoutes from './modules/branches/routes';
import billingRoutes from './modules/billing/routes';
import rewardCardsRoutes from './modules/reward-cards/routes';
import stampingRoutes from './modules/stamping/routes';
import { staffRoutes, storeStaffRoutes } from './modules/staff/routes';
import { counterDeviceRoutes, counterRoutes } from './modules/counter/routes';
import storeSettingsRoutes from './modules/store-settings/routes';
import automationsRoutes from './modules/automations/routes';
import messagingRoutes from './modules/messaging/routes';
import systemRoutes from './modules/system/routes';
import usersRoutes from './modules/users/routes';
import webhooksRoutes from './modules/webhooks/routes';
import pushRoutes from './modules/push/routes';
import walletRoutes from './modules/wallet/routes';

export interface BuildAppOptions {
  /** Use this open database instead of connecting from the settings (tests use a fresh one). */
  database?: DatabaseConnection;
  /** The app's clock (codes, tokens, cooldowns); tests pass one they can move. */
  now?: () => Date;
  /** A payment provider instead of the configured one (tests of webhooks and provider errors). */
  payments?: PaymentsProvider;
  /** Time between the live streams' heartbeats (25 s); tests of the stream shorten it. */
  liveHeartbeatMs?: number;
  /** How long a report waits for its turn (3 s); tests of the reports' limits change it. */
  reportWaitMs?: number;
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * Assembles the app in layers: external plugins, then application plugins, then the encapsulated
 * route modules under API_PREFIX. Every plugin has loaded when this resolves (so a broken database
 * fails here), but the app has not booted: a caller may still add routes or hooks, then `listen()`
 * or `inject()`.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config),
    // Errors Fastify meets before routing (a bad %-escape, an over-long path parameter) and those
    // Node's parser meets before Fastify (headers too large) answer in the error envelope too.
    frameworkErrors: handleError,
    clientErrorHandler,
    // The database plugin applies pending migrations before the server listens: on a busy machine
    // or a large table (an index built over every store) that outlasts Fastify's 10 s default.
    pluginTimeout: 60_000,
    // Behind a load balancer every connection comes from it: only the ones named in TRUST_PROXY
    // may say who the client is (docs/deploy.md, "The load balancer").
    trustProxy: config.trustProxy ? [...config.trustProxy] : false,
    // Query strings and path values are converted to their declared types, JSON bodies never.
    schemaController: { compilersFactory: { buildValidator } },
    ajv: {
      customOptions: {
        // Unknown fields are dropped rather than refused, so clients may send more than we read.
        removeAdditional: 'all',
        coerceTypes: true,
        useDefaults: true,
        // Report every bad field at once: a form shows them all, not one per submit.
        allErrors: true,
      },
      // After ajv-formats, whose own `password` format accepts anything.
      onCreate: addCustomFormats,
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Layer 1: settings, then external plugins that every route shares.
  await app.register(routeTable);
  await app.register(appConfig, { config });
  await app.register(clock, { now: options.now });
  await app.register(errorHandler);
  await app.register(gracefulClose);
  await app.register(inputRules);
  await app.register(security);
  await app.register(compress, { global: true });
  await app.register(openApi);

  // Layer 2: application plugins, decorating the app for the routes.
  await app.register(database, { connection: options.database });
  await app.register(jobs);
  await app.register(backgroundTasks);
  await app.register(referenceData);
  await app.register(mailer);
  await app.register(push);
  await app.register(payments, { provider: options.payments });
  await app.register(auth);
  await app.register(reports, { waitMs: options.reportWaitMs });
  await app.register(liveEvents);
  await app.register(publicListing);
  await app.register(adminAccount);
  await app.register(spa);
  await app.register(uploads);
  await app.register(wallet);
  await app.register(notFound);

  // Layer 3: route modules, each encapsulated under the API prefix.
  const prefix = config.apiPrefix;
  await app.register(systemRoutes, { prefix });
  await app.register(authRoutes, { prefix: `${prefix}/auth` });
  await app.register(usersRoutes, { prefix: `${prefix}/users` });
  await app.register(liveRoutes, {
    prefix: `${prefix}/users`,
    heartbeatMs: options.liveHeartbeatMs,
  });
  await app.register(onboardingRoutes, { prefix: `${prefix}/onboarding` });
  await app.register(onboardingCreateRequestRoute, { prefix: `${prefix}/onboarding` });
  await app.register(categoriesRoutes, { prefix: `${prefix}/categories` });
  await app.register(merchantRequestsRoutes, { prefix: `${prefix}/merchant-requests` });
  await app.register(storeDirectoryRoutes, { prefix: `${prefix}/store-listing` });
  await app.register(storesRoutes, { prefix: `${prefix}/stores` });
  await app.register(branchesRoutes, { prefix: `${prefix}/branches` });
  await app.register(billingRoutes, { prefix });
  await app.register(webhooksRoutes, { prefix: `${prefix}/webhooks` });
  await app.register(homeRoutes, { prefix: `${prefix}/home` });
  await app.register(storeSettingsRoutes, { prefix: `${prefix}/stores` });
  await app.register(customersRoutes, { prefix: `${prefix}/stores` });
  await app.register(rewardCardsRoutes, { prefix: `${prefix}/reward-cards` });
  await app.register(stampingRoutes, { prefix: `${prefix}/reward-cards` });
  await app.register(analyticsRoutes, { prefix: `${prefix}/analytics` });
  await app.register(storeStaffRoutes, { prefix: `${prefix}/stores` });
  await app.register(staffRoutes, {
    prefix: `${prefix}/staff`,
    heartbeatMs: options.liveHeartbeatMs,
  });
  await app.register(counterDeviceRoutes, { prefix: `${prefix}/stores` });
  await app.register(counterRoutes, { prefix: `${prefix}/counter` });
  await app.register(pushRoutes, { prefix: `${prefix}/push` });
  await app.register(automationsRoutes, { prefix: `${prefix}/stores` });
  await app.register(messagingRoutes, { prefix: `${prefix}/messaging` });
  await app.register(walletRoutes, { prefix: `${prefix}/wallet` });
  // It shows every email, codes included, to anyone: never in production, never with real mail.
  if (config.env !== 'production' && config.mailTransport === 'outbox') {
    await app.register(devRoutes, { prefix: `${prefix}/dev` });
  }

  return app;
}
