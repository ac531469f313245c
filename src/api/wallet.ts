import { api } from './client/baseApi';

// The SPA's names for the customer's side of wallet passes (docs/api.md, "Wallet passes").
// Written by hand until the server's two routes are in the generated types (`npm run api:types`);
// then they read `AnswerData<'/wallet/cards/{customerCardId}/apple', 'post'>` as the other areas do.

/**
 * Where to send the browser for one card's pass: for Apple, a same-origin path that downloads the
 * `.pkpass` (valid for 10 minutes); for Google, the `https://pay.google.com/gp/v/save/...` link.
 */
export interface WalletLink {
  url: string;
}

const cardPath = (customerCardId: string, wallet: 'apple' | 'google') =>
  `/wallet/cards/${encodeURIComponent(customerCardId)}/${wallet}`;

/**
 * A customer's "Add to Apple Wallet" and "Save to Google Wallet", one card at a time. A refusal
 * (a wallet not set up, a card that is not the caller's) is toasted with the server's message by
 * `src/api/client/errorToasts.ts`: the buttons have nowhere else to say it.
 */
export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    addToAppleWallet: build.mutation<WalletLink, string>({
      query: (customerCardId) => ({ url: cardPath(customerCardId, 'apple'), method: 'POST' }),
    }),
    saveToGoogleWallet: build.mutation<WalletLink, string>({
      query: (customerCardId) => ({ url: cardPath(customerCardId, 'google'), method: 'POST' }),
    }),
  }),
});

export const { useAddToAppleWalletMutation, useSaveToGoogleWalletMutation } = walletApi;
