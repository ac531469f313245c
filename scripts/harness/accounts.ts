// Accounts made through the HTTP API as a person makes them: sign up, the emailed code, the
// merchant request, a plan, the administrator's review (docs/product.md).
import { call, signIn } from './api';
import { latestCode } from './outbox';
import { PASSWORD, SAMPLE_REQUEST, uniqueEmail } from './people';

export interface SignedIn {
  email: string;
  password: string;
  token: string;
  userId: string;
}

/** A merchant who has registered and verified the email, signed in. */
export async function verifiedMerchant(url: string): Promise<SignedIn> {
  const email = uniqueEmail('merchant');
  await call(url, 'POST', '/auth/register', {
    email,
    password: PASSWORD,
    first_name: 'Amira',
    last_name: 'Haddad',
    account_type: 'merchant',
    business_name: SAMPLE_REQUEST.businessName,
  });
  const otp = await latestCode(url, email);
  await call(url, 'POST', '/auth/verify-email', { email, otp });
  return { email, password: PASSWORD, ...(await signIn(url, { email, password: PASSWORD })) };
}

export interface Customer {
  email: string;
  password: string;
  /** The personal code a merchant scans. */
  qrCode: string;
}

/** A customer who has registered, not verified (a stamp needs only the QR code). */
export async function registeredCustomer(url: string): Promise<Customer> {
  const email = uniqueEmail('customer');
  const registered = await call(url, 'POST', '/auth/register', {
    email,
    password: PASSWORD,
    first_name: 'Cy',
    last_name: 'Customer',
    account_type: 'user',
  });
  return { email, password: PASSWORD, qrCode: registered.data.user.qr_code };
}

/** A customer who has registered and verified the email (signing in needs it). */
export async function verifiedCustomer(url: string): Promise<Customer> {
  const customer = await registeredCustomer(url);
  const otp = await latestCode(url, customer.email);
  await call(url, 'POST', '/auth/verify-email', { email: customer.email, otp });
  return customer;
}

/** Files the merchant request for a store named `storeName`; answers the request's id. */
export async function fileMerchantRequest(
  url: string,
  token: string,
  storeName = SAMPLE_REQUEST.storeName,
): Promise<string> {
  const categories = await call(url, 'GET', '/categories');
  const filed = await call(
    url,
    'POST',
    '/merchant-requests',
    {
      business_name: `${storeName} LLC`,
      business_type: 'company',
      category_id: categories.data[0].id,
      store_name: storeName,
      description: SAMPLE_REQUEST.description,
      phone: SAMPLE_REQUEST.phone,
      address_line: SAMPLE_REQUEST.addressLine,
      city: SAMPLE_REQUEST.city,
      postal_code: SAMPLE_REQUEST.postalCode,
      country: SAMPLE_REQUEST.country,
    },
    token,
  );
  return filed.data.id;
}

/** Subscribes the merchant (request filed) to the first plan with the sandbox's good card. */
export async function subscribe(url: string, token: string): Promise<void> {
  const plans = await call(url, 'GET', '/subscription/plans');
  await call(
    url,
    'POST',
    '/subscription/create-subscription',
    {
      plan_id: plans.data[0].id,
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
    },
    token,
  );
}

/** The administrator accepts the merchant requests `requestIds`: their stores become public. */
export async function acceptRequests(
  url: string,
  admin: { email: string; password: string },
  requestIds: readonly string[],
): Promise<void> {
  const { token } = await signIn(url, admin);
  for (const id of requestIds)
    await call(url, 'POST', `/merchant-requests/${id}/accept`, {}, token);
}

/** A merchant who has verified the email, filed the request and subscribed: sees the dashboard. */
export async function subscribedMerchant(
  url: string,
  storeName?: string,
): Promise<SignedIn & { requestId: string }> {
  const merchant = await verifiedMerchant(url);
  const requestId = await fileMerchantRequest(url, merchant.token, storeName);
  await subscribe(url, merchant.token);
  return { ...merchant, requestId };
}
