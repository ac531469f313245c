import type { Answer, AnswerData, RequestBody } from './contract';

// The envelope every answer comes in, and the SPA's names for the auth and account answers
// (generated from the server's schemas: src/api/client/contract.ts).

export interface Envelope<T> {
  success: true;
  message?: string;
  data: T;
}

/** `POST /auth/login`: the account, its merchant and a fresh pair of tokens. */
export type AuthPayload = AnswerData<'/auth/login', 'post'>;

export type TokensRecord = AuthPayload['tokens'];

export type LoginAnswer = Answer<'/auth/login', 'post'>;

export type RegisterBody = RequestBody<'/auth/register', 'post'>;

export type RegisterAnswer = Answer<'/auth/register', 'post'>;

export type MeAnswerData = AnswerData<'/users/me', 'get'>;

export type ProfileUpdate = RequestBody<'/users/me', 'put'>;
