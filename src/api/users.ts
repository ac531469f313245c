import type { SessionUser } from '../session/sessionTypes';
import { tokensRefreshed } from '../session/sessionSlice';
import { api } from './client/baseApi';
import { toTokenPair } from './client/tokens';
import type { MeAnswerData, ProfileUpdate, TokensRecord } from './client/types';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<MeAnswerData, void>({
      query: () => '/users/me',
      providesTags: ['Me'],
    }),
    updateMe: build.mutation<SessionUser, ProfileUpdate>({
      query: (body) => ({ url: '/users/me', method: 'PUT', body }),
      invalidatesTags: ['Me'],
    }),
    uploadAvatar: build.mutation<{ avatar_url: string }, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/users/me/avatar', method: 'POST', body };
      },
      invalidatesTags: ['Me'],
    }),
    changePassword: build.mutation<
      { tokens: TokensRecord },
      { current_password: string; new_password: string }
    >({
      query: (body) => ({ url: '/users/me/password', method: 'PUT', body }),
      // The server ends every session of the account, this one included, and hands it new tokens.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(tokensRefreshed(toTokenPair(data.tokens)));
      },
    }),
    rotateQrCode: build.mutation<{ qr_code: string; short_code: string }, void>({
      query: () => ({ url: '/users/me/qr/rotate', method: 'POST' }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const {
  useGetMeQuery,
  useUpdateMeMutation,
  useUploadAvatarMutation,
  useChangePasswordMutation,
  useRotateQrCodeMutation,
} = usersApi;
