import type { AnswerData } from '../api/client/contract';

// The signed-in account's records, as `GET /users/me` answers them (docs/api.md "Records"); the
// types are generated from the server's schemas (src/api/client/contract.ts).

type Me = AnswerData<'/users/me', 'get'>;

type ApiUser = Me['user'];

/** The roles the server gives an account. */
export type ApiRole = ApiUser['role_id'];

/**
 * The roles a session can have: the server's, and the placeholder of a demo user made while the
 * server is unreachable (docs/product.md, "Demo mode"). A closed set, so a switch over it is checked.
 */
export type RoleId = ApiRole | 'demo';

/**
 * The signed-in account; a demo user has the demo role and no codes. The short code and the phone
 * are optional too: a session saved before they existed has none until the next sign-in.
 */
export type SessionUser = Omit<
  ApiUser,
  'role_id' | 'qr_code' | 'short_code' | 'phone' | 'phone_findable'
> & {
  role_id: RoleId;
  qr_code?: string;
  short_code?: string;
  phone?: string | null;
  phone_findable?: boolean;
};

export type Merchant = NonNullable<Me['merchant']>;

/** `GET /onboarding/step-status`: where a merchant stands in the three onboarding steps. */
export type StepStatus = AnswerData<'/onboarding/step-status', 'get'>;

export type StepDetail = StepStatus['step_details']['step_1'];
