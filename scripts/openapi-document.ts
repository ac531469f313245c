import type { OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';

/**
 * The OpenAPI document the server builds from its route schemas (docs/api.md, "The OpenAPI
 * document"), without listening: an in-memory database and no network, since only the route table
 * and its schemas matter. `npm run api:types` and `npm run api:lint` read it.
 */
export async function openApiDocument(): Promise<OpenAPI3> {
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', LOG_LEVEL: 'silent' }),
  );
  try {
    await app.ready();
    // @fastify/swagger types its answer as its own OpenAPI typings; the shape is the same document.
    return app.swagger() as unknown as OpenAPI3;
  } finally {
    await app.close();
  }
}
