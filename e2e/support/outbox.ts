import type { APIRequestContext } from '@playwright/test';
import { latestCode as latestCodeFrom } from '../../scripts/harness/outbox';

export { uniqueEmail } from '../../scripts/harness/people';

/**
 * The newest 6-digit code mailed to `email`, read from the dev outbox through the test's request
 * context (scripts/harness/outbox.ts), as a person reads their mail.
 */
export function latestCode(request: APIRequestContext, email: string): Promise<string> {
  return latestCodeFrom(async (path) => (await request.get(path)).json(), email);
}
