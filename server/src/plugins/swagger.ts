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
 * The OpenAPI document, built from the schemas every route declares, and its viewer at
 * `${API_PREFIX}/docs` (JSON at `${API_PREFIX}/docs/json`). Registered before the routes so it
 * sees them all.
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
        },
        tags: [
          { name: 'system', description: 'Health, readiness and public client settings' },
          { name: 'auth', description: 'Sign-up, email codes, sessions and password reset' },
          { name: 'users', description: 'The signed-in account: profile, avatar, password, QR' },
          { name: 'onboarding', description: "A merchant's three onboarding steps" },
          { name: 'categories', description: 'Store categories' },
          { name: 'merchant-requests', description: 'Merchant requests and their review' },
          { name: 'store-listing', description: 'The public directory of stores' },
          { name: 'subscriptions', description: 'Plans, subscriptions and payment methods' },
          { name: 'dev', description: 'Development helpers (never in production)' },
        ],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
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
