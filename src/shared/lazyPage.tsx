import type { ComponentType } from 'react';
import { retryableLazy } from '../lib/retryableLazy';
import { loadApi } from './apiLoader';

/**
 * A page (or dialog) loaded on demand, together with the API it talks through: its chunk and the
 * API's arrive in parallel, and it renders once both are in (the store has the API by then). If
 * either fails to load, AppLayout shows PageLoadError, whose "Try again" loads both again.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  type Props = Module[Name] extends ComponentType<infer P> ? P & object : never;
  return retryableLazy<Props>(async () => {
    const [page] = await Promise.all([load(), loadApi()]);
    return page[name] as ComponentType<Props>;
  });
}
