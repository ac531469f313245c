/** The Web Locks name every tab of this origin queues on before it refreshes the session. */
export const SESSION_REFRESH_LOCK = 'qrewards:session-refresh';

/**
 * Runs `task` while this tab holds the browser-wide refresh lock: one tab at a time, in the order
 * they asked (docs/reliability.md, "Sessions in several tabs"). Without the Web Locks API (jsdom,
 * an insecure origin other than localhost, a browser from before 2022) the task runs at once and
 * only the caller's in-tab mutex keeps refreshes apart.
 */
export function withBrowserLock<T>(task: () => Promise<T>): Promise<T> {
  const locks: LockManager | undefined =
    typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(SESSION_REFRESH_LOCK, task) : task();
}
