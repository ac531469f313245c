import type { App } from '../../src/app';
import { build } from '../helper';

interface Operation {
  operationId?: string;
  security?: unknown[];
}

interface OpenApiDocument {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

describe('API documentation', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });

  afterAll(async () => {
    await app.close();
  });

  it('publishes the OpenAPI document with every system route, under the API prefix', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchant/docs/json' });
    const document = response.json<OpenApiDocument>();

    expect(response.statusCode).toBe(200);
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([expect.objectContaining({ url: '/api/merchant' })]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/health', '/ready', '/config']),
    );
  });

  it('names every operation once and says who may call it', async () => {
    const document = (
      await app.inject({ method: 'GET', url: '/api/merchant/docs/json' })
    ).json<OpenApiDocument>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        at: `${method} ${path}`,
        operation,
      })),
    );

    expect(operations.filter(({ operation }) => !operation.operationId)).toEqual([]);
    expect(operations.filter(({ operation }) => !operation.security)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/categories']?.get).toMatchObject({
      operationId: 'listCategories',
      security: [],
    });
    expect(document.paths['/home']?.get).toMatchObject({
      operationId: 'getHome',
      security: [{ bearerAuth: [] }],
    });
  });

  it('writes paths without a trailing slash, and both forms still answer', async () => {
    const document = (
      await app.inject({ method: 'GET', url: '/api/merchant/docs/json' })
    ).json<OpenApiDocument>();

    expect(Object.keys(document.paths).filter((path) => path.endsWith('/'))).toEqual([]);
    for (const url of ['/api/merchant/categories', '/api/merchant/categories/']) {
      const response = await app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
    for (const url of ['/api/merchant/home', '/api/merchant/home/']) {
      const response = await app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('serves the viewer under the same CSP as the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchant/docs' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
