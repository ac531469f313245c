/** The error of a promise that took longer than it was given. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * Settles like `promise`, or rejects with a TimeoutError after `ms`. The work itself is not
 * cancelled; this bounds how long a caller waits (a health check must never hang on a dead
 * database). The timer never keeps the process alive.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(message)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
