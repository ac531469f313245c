import { api } from './client/baseApi';
import type { AnswerData } from './client/contract';
import type {
  Envelope,
  LoginAnswer,
  MeAnswerData,
  RegisterAnswer,
  RegisterBody,
} from './client/types';

type Message = Envelope<null>;

/**
 * The auth answers reach their callers whole, not unwrapped by the base query: the code resend
 * shows the envelope's `message`; sign-up, login and the email check read its `data`.
 */
const wholeEnvelope = { wholeEnvelope: true };

/** `GET /auth/verification`: what the signed-in account's code page may say (docs/api.md, "Auth"). */
export type VerificationFacts = AnswerData<'/auth/verification', 'get'>;

/** docs/product.md, "Calls to the backend" and the contract's password reset. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterAnswer, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      extraOptions: wholeEnvelope,
    }),
    verifyEmail: build.mutation<Envelope<MeAnswerData>, { email: string; otp: string }>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
      extraOptions: wholeEnvelope,
      invalidatesTags: ['Me', 'StepStatus'],
    }),
    resendOtp: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: '/auth/resend-otp', method: 'POST', body }),
      extraOptions: wholeEnvelope,
    }),
    // Not cached between visits: a code expires and tries run out while nobody looks.
    verificationState: build.query<VerificationFacts, void>({
      query: () => '/auth/verification',
      keepUnusedDataFor: 0,
    }),
    login: build.mutation<LoginAnswer, { email: string; password: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      extraOptions: wholeEnvelope,
    }),
    logout: build.mutation<Message, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      extraOptions: wholeEnvelope,
    }),
    forgotPassword: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
      extraOptions: wholeEnvelope,
    }),
    resetPassword: build.mutation<Message, { email: string; otp: string; new_password: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      extraOptions: wholeEnvelope,
    }),
  }),
});

export const {
  useRegisterMutation,
  useVerifyEmailMutation,
  useResendOtpMutation,
  useVerificationStateQuery,
  useLoginMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
