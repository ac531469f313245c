import { api } from './client/baseApi';
import type { Answer } from './client/contract';
import type {
  Envelope,
  LoginAnswer,
  MeAnswerData,
  RegisterAnswer,
  RegisterBody,
} from './client/types';

type Message = Envelope<null>;

/** `GET /auth/verification`: what the signed-in account's code page may say (docs/api.md, "Auth"). */
export type VerificationFacts = Answer<'/auth/verification', 'get'>['data'];

/** docs/product.md, "Calls to the backend" and the contract's password reset. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterAnswer, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<Envelope<MeAnswerData>, { email: string; otp: string }>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
      invalidatesTags: ['Me', 'StepStatus'],
    }),
    resendOtp: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: '/auth/resend-otp', method: 'POST', body }),
    }),
    // Not cached between visits: a code expires and tries run out while nobody looks.
    verificationState: build.query<VerificationFacts, void>({
      query: () => '/auth/verification',
      transformResponse: (answer: Answer<'/auth/verification', 'get'>) => answer.data,
      keepUnusedDataFor: 0,
    }),
    login: build.mutation<LoginAnswer, { email: string; password: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    logout: build.mutation<Message, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    forgotPassword: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<Message, { email: string; otp: string; new_password: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
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
