/**
 * The app's own chunks, behind one more small chunk: webpack prefetches a chunk's prefetch children
 * when that chunk arrives, so loading this file (on idle, after the page has loaded) is what starts
 * the app's download in the background, where it cannot slow the first paint.
 */
export const loadApp = () => import(/* webpackChunkName: "app", webpackPrefetch: true */ './boot');
