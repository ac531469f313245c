import { dynamicMiddleware, rootReducer } from './store';

let loading: Promise<void> | undefined;

/**
 * Brings the RTK Query API (and the error-toast listener) into the store. Lazy pages and dialogs
 * wait for it before they render, so the API's code stays out of the landing page's first download.
 * The reducer and middleware registries are module-wide, so once is enough for every store.
 */
export function loadApi(): Promise<void> {
  loading ??= Promise.all([
    import('../api/client/baseApi'),
    import('../api/client/errorToasts'),
    // The counter's unlocked person, which the base query reads (counter mode): in memory only.
    import('../session/counterSession'),
  ]).then(
    ([{ api }, { errorToastMiddleware }, { counterSessionSlice }]) => {
      rootReducer.inject(api);
      rootReducer.inject(counterSessionSlice);
      dynamicMiddleware.addMiddleware(api.middleware, errorToastMiddleware);
    },
    (error: unknown) => {
      // A chunk that failed (offline, a server restarting) is asked for again by the next page.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
