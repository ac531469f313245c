import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { sessionExpired } from '../../session/sessionSlice';
import { notify } from '../../lib/toast';
import type { ApiError } from './apiError';

/** docs/product.md, "Errors and messages". */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';

/**
 * Endpoints whose failures their caller explains itself, so a toast would say it twice: the
 * onboarding machine toasts "Login failed. Please check your credentials." (docs/product.md,
 * "Login outcome"), and each form shows its own failure with `fieldProps` and `<FormAlert>`
 * (docs/architecture.md, "Forms"). Anything else, such as a refused QR code rotation or a list
 * that cannot load, keeps its toast.
 */
const SELF_EXPLAINING_ENDPOINTS: ReadonlySet<string> = new Set([
  'login',
  'register',
  // The code page says a refused code under the boxes (docs/product.md, "Email code"); a toast
  // would say it again, and outlive the page.
  'verifyEmail',
  'forgotPassword',
  'resetPassword',
  'changePassword',
  'updateMe',
  'uploadAvatar',
  'acceptMerchantRequest',
  'rejectMerchantRequest',
  'createMerchantRequest',
  // Subscription and payment forms: the card form, the Stripe forms, the payment test page.
  'createSubscription',
  'confirmSubscription',
  'startCardSetup',
  'addCard',
  'checkTestCard',
  // The billing page (docs/product.md, "Billing"): each action's dialog says why it was refused,
  // and each section says it could not be loaded, with its own "Try again".
  'getMySubscriptions',
  'getPlanUsage',
  'getInvoices',
  'getPaymentMethods',
  'getPlanChangePreview',
  'changePlan',
  'cancelSubscription',
  'reactivateSubscription',
  'refundSubscription',
  'setDefaultPaymentMethod',
  'removePaymentMethod',
  // The store pages' forms (stores, logo, branches, reward cards).
  'createStore',
  'updateStore',
  'uploadStoreLogo',
  'createBranch',
  'updateBranch',
  'createRewardCard',
  'updateRewardCard',
  // The store page says itself that a store is not found or could not be loaded.
  'getStore',
  // A new reward card falls back to 10 stamps when the merchant's default cannot be read.
  'getStoreSettings',
  // The stamping rules' form says its own errors.
  'updateStoreSettings',
  // The scanner says at the counter what went wrong (docs/product.md, "Scanning a customer").
  'lookupCustomer',
  'stampCustomer',
  'redeemReward',
  'undoChange',
  // Staff (docs/product.md, "Staff"): the forms and the confirmation say why they were refused, the
  // staff list, the per-person figures, the counter page and the invitation page that they could
  // not load; the navigation's question of where the account works stays quiet.
  'inviteStaff',
  'updateStaff',
  'removeStaff',
  'acceptInvitation',
  'getStoreStaff',
  'getStaffFigures',
  'getMyWorkplaces',
  // Web push (src/features/push/PushOptIn.tsx): the card says why it could not turn on or off.
  'getPushPublicKey',
  'subscribePush',
  'unsubscribePush',
  // Counter mode (src/api/counter.ts): the devices' list, form and confirmation, the PIN form and
  // the counter device's page say why they were refused, in place.
  'getCounterDevices',
  'createCounterDevice',
  'signOutCounterDevice',
  'getCounterDevice',
  'unlockCounter',
  'setCounterPin',
  // Automations (src/api/automations.ts): the page says what could not be loaded, each form and
  // the one-off message's dialogs say why they were refused, in place.
  'getAutomations',
  'saveAutomation',
  'saveExpiryRules',
  'getAutomationResults',
  'previewBroadcast',
  'sendBroadcast',
  // Messaging (src/api/messaging.ts): the unsubscribe page says why its link cannot be read or
  // was refused; the profile's card says its choices could not be loaded.
  'readUnsubscribe',
  'unsubscribe',
  'getMessagePreferences',
]);

/**
 * The one place API errors become toasts (docs/product.md, "Errors and messages"): the server's message, else the error text,
 * else "An error occurred" (already resolved in apiError.ts). Never for a 401, never in demo mode.
 */
export const errorToastMiddleware: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (sessionExpired.match(action)) {
    void notify(SESSION_EXPIRED_MESSAGE, 'warning');
  } else if (isRejectedWithValue(action)) {
    const error = action.payload as ApiError;
    const endpoint = (action.meta.arg as { endpointName?: string } | undefined)?.endpointName;
    const silent =
      error.status === 401 ||
      error.status === 'DEMO_MODE' ||
      (endpoint !== undefined && SELF_EXPLAINING_ENDPOINTS.has(endpoint));
    if (!silent) void notify(error.message, 'error');
  }
  return result;
};
