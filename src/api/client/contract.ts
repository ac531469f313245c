import type { components, paths } from '../generated/openapi';

// The SPA's names for the server's requests and answers, read from the generated OpenAPI types
// (`npm run api:types`, docs/api.md "Types for the SPA"), so a schema changed on the server changes
// them here and the type check shows every use that no longer fits.

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * An API path as the endpoint files write it, without the prefix: `/users/me`. The document's one
 * server is the prefix, so its paths are written so too.
 */
export type ApiPath = Extract<keyof paths, string>;

type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body a route takes. */
export type RequestBody<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

/** The query string a route takes. */
export type QueryOf<P extends ApiPath, M extends Method> = NonNullable<
  Operation<P, M>['parameters']['query']
>;

/** The success answer of a route (its 200 or 201), the whole envelope. */
export type Answer<P extends ApiPath, M extends Method> = Operation<
  P,
  M
>['responses'] extends infer R
  ? R extends { 200: infer Ok }
    ? JsonOf<Ok>
    : R extends { 201: infer Created }
      ? JsonOf<Created>
      : never
  : never;

/** The `data` of a route's success answer. */
export type AnswerData<P extends ApiPath, M extends Method> =
  Answer<P, M> extends { data: infer Data } ? Data : never;

/**
 * A schema the document names under `components.schemas`: the live events (`LiveCardEvent`), which
 * travel on a stream rather than as a route's JSON answer (docs/api.md, "Live updates").
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
