import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Bumped by `retryFailedLoads`: a load that failed in an earlier generation may be tried again. */
let generation = 0;

/**
 * Lets every part whose code failed to load try again on its next render (the "Try again" of
 * PageLoadError). React.lazy keeps a rejected import for good, so each retry needs a new one; the
 * browser then asks for the chunk again, as webpack forgets a chunk that failed.
 */
export function retryFailedLoads() {
  generation += 1;
}

/**
 * A component whose code loads on demand, like React.lazy, with two differences:
 * - once its code is in (`preload`, or an earlier render), it renders at once, without suspending,
 *   so a prerendered page that preloads its parts hydrates in one pass;
 * - a failed load is tried again after `retryFailedLoads`, instead of failing for ever. It is not
 *   retried before: a render that retried by itself would retry in a loop while offline.
 */
export function retryableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  let failedIn: number | undefined;
  let attempt: LazyExoticComponent<ComponentType<Props>> | undefined;

  const preload = (): Promise<ComponentType<Props>> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        failedIn = generation;
        throw error;
      },
    );
    return pending;
  };

  function RetryableLazy(props: Props) {
    if (loaded) return createElement(loaded, props);
    if (failedIn !== undefined && failedIn !== generation) {
      pending = undefined;
      attempt = undefined;
      failedIn = undefined;
    }
    attempt ??= lazy(() => preload().then((component) => ({ default: component })));
    return createElement(attempt, props);
  }
  return Object.assign(RetryableLazy, { preload });
}
