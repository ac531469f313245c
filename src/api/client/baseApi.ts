import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQuery';

/**
 * The one API of the backend (docs/style.md: one createApi, endpoints injected per group). Each
 * area of the contract is a file of src/api/ that calls `api.injectEndpoints`
 * (docs/architecture.md, "Areas").
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: [
    'Me',
    'StepStatus',
    'Categories',
    'MerchantRequest',
    'Plans',
    'Subscription',
    'PaymentMethod',
    // The billing page's invoices and plan usage (docs/product.md, "Billing").
    'Invoice',
    'Usage',
    'Config',
    // A customer's cards and home page; the live stream fetches both again after a reconnect
    // (src/api/live.ts).
    'CustomerCards',
    'Home',
    'Store',
    'StoreListing',
    'StoreSettings',
    'RewardCard',
    // The merchant's analytics (docs/product.md, "Analytics"): a stamp, a redemption or an undo
    // changes them; the scanner reads them again as it closes (features/stamping).
    'Analytics',
    // A store's customers (docs/product.md, "Customers"): stamps change their figures too.
    'Customers',
    // A store's staff and invitations, and where the signed-in account works (src/api/staff.ts).
    'Staff',
    'Workplaces',
    // A store's counter devices (src/api/counter.ts).
    'CounterDevice',
    // A store's automations, and their results and one-off messages (src/api/automations.ts).
    'Automations',
    'AutomationResults',
    // The customer's choice of messages per shop (src/api/messaging.ts).
    'MessagePreferences',
  ],
  endpoints: () => ({}),
});
