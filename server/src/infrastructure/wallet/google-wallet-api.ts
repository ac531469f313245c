import type { GoogleWalletSettings } from '../../config';
import { createAccessTokens } from './google-access-token';

/** Google answers in well under a second; a stuck call must not hold a job's worker. */
export const GOOGLE_API_TIMEOUT_MS = 10_000;

/** The two kinds of resource the loyalty passes are made of. */
export type WalletResource = 'loyaltyClass' | 'loyaltyObject';

/**
 * `patched`: Google has the new content. `missing`: Google has no such resource yet, because no
 * customer has saved a pass of it (the save link creates both): nothing to update, not an error.
 */
export type PatchOutcome = 'patched' | 'missing';

export interface GoogleWalletApi {
  /**
   * Patches a class or an object (docs/architecture.md, "Wallet passes"). Throws on anything
   * worth trying again (429, 5xx, a timeout, no network) so the job queue retries it.
   */
  patch(resource: WalletResource, id: string, body: object): Promise<PatchOutcome>;
}

/** A failure of Google's API; `status` is undefined when no answer came. */
export class GoogleWalletApiError extends Error {
  override name = 'GoogleWalletApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

/**
 * The Wallet REST API (`walletobjects/v1`) at the settings' origin, authorised as the service
 * account. A 401 drops the cached token and tries once more with a fresh one: a token can be
 * revoked before the end it announced.
 */
export function createGoogleWalletApi(
  settings: GoogleWalletSettings,
  options: { timeoutMs?: number } = {},
): GoogleWalletApi {
  const timeoutMs = options.timeoutMs ?? GOOGLE_API_TIMEOUT_MS;
  const tokens = createAccessTokens(settings.serviceAccount, { timeoutMs });

  async function send(url: string, body: object): Promise<Response> {
    const token = await tokens.get();
    try {
      return await fetch(url, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GoogleWalletApiError(
        `Google Wallet API unreachable: ${(error as Error).message}`,
        undefined,
      );
    }
  }

  return {
    async patch(resource, id, body) {
      const url = `${settings.apiOrigin}/walletobjects/v1/${resource}/${encodeURIComponent(id)}`;
      let response = await send(url, body);
      if (response.status === 401) {
        await response.body?.cancel();
        tokens.drop();
        response = await send(url, body);
      }
      if (response.ok) {
        await response.body?.cancel();
        return 'patched';
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return 'missing';
      }
      // Google's error body says what it refused (a field, a quota); ids and our content only.
      const detail = (await response.text()).slice(0, 300);
      throw new GoogleWalletApiError(
        `Google Wallet API answered ${response.status} to PATCH ${resource}/${id}: ${detail}`,
        response.status,
      );
    },
  };
}
