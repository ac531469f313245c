import type { TokenPair } from '../../session/sessionSlice';
import type { Merchant, RoleId, SessionUser, StepStatus } from '../../session/sessionTypes';

/** docs/product.md, "Numbers and limits": demo tokens live 7 days. */
export const DEMO_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** docs/product.md, "Roles": a demo non-merchant user gets a placeholder role identifier. */
export const DEMO_ROLE_ID: RoleId = 'demo';

/**
 * docs/product.md, "Demo mode": with the server unreachable, an email containing "pending" becomes an
 * unverified demo merchant; any other email a demo user. Tokens are placeholders.
 */
export function demoSession(email: string, now: number = Date.now()) {
  const pending = email.toLowerCase().includes('pending');
  const name = email.split('@')[0] || 'demo';
  const stamp = new Date(now).toISOString();
  const user: SessionUser = {
    id: `demo-${name}`,
    username: name,
    first_name: 'Demo',
    last_name: pending ? 'Merchant' : 'User',
    email,
    role_id: pending ? 'merchant' : DEMO_ROLE_ID,
    avatar_url: null,
    birth_date: null,
    gender: null,
    status: 'active',
    email_verified: !pending,
    last_login_at: stamp,
    created_at: stamp,
    updated_at: stamp,
  };
  const merchant: Merchant | null = pending
    ? {
        id: `demo-merchant-${name}`,
        user_id: `demo-${name}`,
        username: name,
        first_name: 'Demo',
        last_name: 'Merchant',
        email,
        business_name: 'Demo Business',
        business_type: 'individual',
        verification_status: 'pending',
        email_verified: false,
        status: 'active',
      }
    : null;
  const tokens: TokenPair = {
    accessToken: 'demo-access-token',
    refreshToken: 'demo-refresh-token',
    refreshExpiresAt: now + DEMO_TOKEN_LIFETIME_MS,
  };
  return { pending, user, merchant, tokens };
}

const step = (name: string, description: string) => ({
  name,
  description,
  completed: false,
  required: true,
});

/** docs/product.md, "Merchant onboarding": in demo mode the step status is a mock with step 1 current and nothing completed. */
export const DEMO_STEP_STATUS: StepStatus = {
  current_step: 1,
  total_steps: 3,
  step_details: {
    step_1: step('Email Verification', 'Verify your email address to activate your account'),
    step_2: step('Merchant Request', 'Create your merchant request with store information'),
    step_3: step('Subscription & Payment', 'Choose a subscription plan and complete payment'),
  },
  can_proceed_to_next_step: false,
  merchant_status: 'pending',
  email_verified: false,
};
