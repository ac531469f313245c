import type { App } from '../../../src/app';
import {
  deriveStepStatus,
  type OnboardingFacts,
} from '../../../src/services/onboarding/step-status';
import { build } from '../../helper';
import { bearer, register, verifiedAccount } from '../../accounts';

const STEP_STATUS = '/api/merchant/onboarding/step-status';

function stepDetails(completed: [boolean, boolean, boolean]) {
  return {
    step_1: {
      name: 'Email Verification',
      description: 'Verify your email address to activate your account',
      completed: completed[0],
      required: true,
    },
    step_2: {
      name: 'Merchant Request',
      description: 'Create your merchant request with store information',
      completed: completed[1],
      required: true,
    },
    step_3: {
      name: 'Subscription & Payment',
      description: 'Choose a subscription plan and complete payment',
      completed: completed[2],
      required: true,
    },
  };
}

describe('GET /onboarding/step-status', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });

  afterAll(async () => {
    await app.close();
  });

  const stepStatus = (access: string) =>
    app.inject({ method: 'GET', url: STEP_STATUS, headers: bearer(access) });

  it('puts an unverified merchant on step 1', async () => {
    const registered = (await register(app)).json();

    const response = await stepStatus(registered.data.tokens.access_token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        current_step: 1,
        total_steps: 3,
        step_details: stepDetails([false, false, false]),
        can_proceed_to_next_step: true,
        merchant_status: 'pending',
        email_verified: false,
      },
    });
  });

  it('puts a verified merchant on step 2', async () => {
    const { access } = await verifiedAccount(app);

    const response = await stepStatus(access);

    expect(response.json().data).toMatchObject({
      current_step: 2,
      step_details: stepDetails([true, false, false]),
      email_verified: true,
    });
  });

  it('refuses a customer with 403 FORBIDDEN, and a caller without a token with 401', async () => {
    const { access } = await verifiedAccount(app, { account_type: 'user' });

    const customer = await stepStatus(access);
    const anonymous = await app.inject({ method: 'GET', url: STEP_STATUS });

    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('deriveStepStatus', () => {
  const facts: OnboardingFacts = {
    emailVerified: true,
    requestSubmitted: true,
    planChosen: false,
    merchantStatus: 'pending',
    accountStatus: 'active',
  };

  it('makes the first incomplete step current', () => {
    expect(deriveStepStatus(facts)).toMatchObject({
      current_step: 3,
      step_details: stepDetails([true, true, false]),
      can_proceed_to_next_step: true,
    });
  });

  it('says 4, with nothing left to proceed to, when every step is done', () => {
    const status = deriveStepStatus({
      ...facts,
      planChosen: true,
      merchantStatus: 'verified',
    });

    expect(status).toMatchObject({
      current_step: 4,
      merchant_status: 'verified',
      can_proceed_to_next_step: false,
    });
  });

  it('goes back to step 2 when the request is rejected, even with a subscription', () => {
    const status = deriveStepStatus({
      ...facts,
      requestSubmitted: false,
      planChosen: true,
    });

    expect(status.current_step).toBe(2);
  });

  it('lets a suspended merchant proceed nowhere', () => {
    expect(
      deriveStepStatus({ ...facts, accountStatus: 'suspended' }).can_proceed_to_next_step,
    ).toBe(false);
  });
});
