import type { App } from '../../../src/app';
import { bearer, verifiedAccount, type SignedIn } from '../../accounts';
import { submitRequest } from '../merchant-requests/requests';

export const SUBSCRIBE = '/api/merchant/subscription/create-subscription';

export const CARD = { exp_month: 12, exp_year: 2034, cvc: '123' };

/** A verified merchant whose request is sent: the one who may subscribe. */
export async function subscribableMerchant(app: App): Promise<SignedIn> {
  const merchant = await verifiedAccount(app);
  const sent = await submitRequest(app, merchant.access);
  if (sent.statusCode !== 201) throw new Error(`request failed: ${sent.body}`);
  return merchant;
}

export async function planId(app: App, code = 'starter'): Promise<string> {
  const plans = await app.inject({ method: 'GET', url: '/api/merchant/subscription/plans' });
  const plan = (plans.json().data as { id: string; code: string }[]).find((p) => p.code === code);
  if (!plan) throw new Error(`no plan ${code}`);
  return plan.id;
}

export async function subscribe(app: App, access: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: SUBSCRIBE, headers: bearer(access), payload: body });
}
