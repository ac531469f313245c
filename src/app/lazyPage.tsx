import { lazy, type ComponentType } from 'react';
import { loadApi } from './apiLoader';

/**
 * A page (or dialog) loaded on demand, together with the API it talks through: its chunk and the
 * API's arrive in parallel, and it renders once both are in (the store has the API by then).
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  type Component = Module[Name] extends ComponentType<infer Props> ? ComponentType<Props> : never;
  return lazy(async () => {
    const [page] = await Promise.all([load(), loadApi()]);
    return { default: page[name] as Component };
  });
}
