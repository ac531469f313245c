import AjvCompiler from '@fastify/ajv-compiler';
import type { BuildCompilerFromPool, RouteDefinition } from '@fastify/ajv-compiler';

// Fastify calls a validator compiler with the route's definition; the pool's type declares Ajv's
// own `compile(schema)` instead.
type Compile = (route: RouteDefinition) => unknown;

// One pool for both kinds: Fastify asks again for every encapsulated context, and the pool hands
// back the compiler already built for the same options (so Ajv compiles each schema once).
const fromPool = AjvCompiler();

/**
 * Fastify's own Ajv compiler, twice: query strings, path parameters and headers are text on the
 * wire, so they are converted to the type the schema declares (`?page=2` is the number 2); a JSON
 * body has its own types, so it is taken as sent. Converting a body turned `"name": 1e999` into
 * the text "Infinity" and `true` into "true", stored as if the client had written them; now a
 * number where text is expected is a 400 naming the field (docs/api.md, "Conventions").
 */
export const buildValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const converting = fromPool(externalSchemas, options) as unknown as Compile;
  const exact = fromPool(externalSchemas, {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: false },
  } as typeof options) as unknown as Compile;
  const compile: Compile = (route) => (route.httpPart === 'body' ? exact : converting)(route);
  return compile as unknown as ReturnType<BuildCompilerFromPool>;
};
