/**
 * Resolves once `condition()` holds, checking every 10 ms; throws after `timeoutMs` (generous: on
 * a busy machine a request may take seconds to reach the point a test waits for).
 */
export async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
