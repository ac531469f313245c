import { readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

// server/package.json, two levels up from both src/plugins and dist/plugins.
const { version } = JSON.parse(
  readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8'),
) as { version: string };

/**
 * A route registered as `/` under a prefix answers with and without the trailing slash (Fastify's
 * `prefixTrailingSlash: 'both'`), and the document names it without: `/categories`, not
 * `/categories/` (docs/api.md, "The OpenAPI document").
 */
function withoutTrailingSlash(url: string): string {
  return url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
}

/**
 * The OpenAPI document, built from the schemas every route declares, and its viewer at
 * `${API_PREFIX}/docs` (JSON at `${API_PREFIX}/docs/json`). Registered before the routes so it
 * sees them all. Its one server is the API prefix on the same origin, so its paths are written
 * without the prefix (`/users/me`). `npm run api:lint` checks it against Redocly's recommended
 * rules.
 */
export default fp(
  async function openApi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'QRewards API',
          version,
          description:
            'Every answer is `{ success: true, message?, data }` or the error envelope `{ success: false, message, code, errors? }`. See docs/api.md.',
          // package.json's UNLICENSED: no license is granted; SPDX names such a license `LicenseRef-`.
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        servers: [{ url: app.config.apiPrefix, description: 'This server, same origin' }],
        tags: [
          { name: 'system', description: 'Health, readiness and public client settings' },
          { name: 'auth', description: 'Sign-up, email codes, sessions and password reset' },
          { name: 'users', description: 'The signed-in account: profile, avatar, password, QR' },
          { name: 'onboarding', description: "A merchant's three onboarding steps" },
          { name: 'categories', description: 'Store categories' },
          { name: 'merchant-requests', description: 'Merchant requests and their review' },
          { name: 'store-listing', description: 'The public directory of stores' },
          { name: 'subscriptions', description: 'Plans, subscriptions and payment methods' },
          { name: 'staff', description: 'A store’s people, invitations and their counter PIN' },
          { name: 'counter', description: 'Counter devices and unlocking them by PIN' },
          { name: 'push', description: 'Web push: the VAPID public key and a customer’s devices' },
          { name: 'wallet', description: 'Wallet passes, and Apple’s web service for them' },
          { name: 'dev', description: 'Development helpers (never in production)' },
        ],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // docs/api.md, "Counter mode": a device signed in as a store's counter.
            counterDevice: { type: 'apiKey', in: 'header', name: 'Counter-Device' },
          },
        },
      },
      transform: ({ schema, url }) => ({ schema, url: withoutTrailingSlash(url) }),
      // A shared schema (`app.addSchema`) is named by its `$id` under `components.schemas`, so
      // `npm run api:types` emits a type of that name (the live events: docs/api.md, "Live updates").
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) =>
          typeof json.$id === 'string' ? json.$id : `def-${i}`,
      },
    });
    await app.register(swaggerUi, {
      routePrefix: `${app.config.apiPrefix}/docs`,
      // The validator badge is an image from validator.swagger.io, which the CSP refuses.
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
  },
  { name: 'openapi', dependencies: ['app-config'] },
);
