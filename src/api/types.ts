import type { Merchant, SessionUser, StepStatus } from '../features/session/sessionTypes';

// Answers of the contract (api-contract.md), as the SPA reads them.

export interface Envelope<T> {
  success: true;
  message?: string;
  data: T;
}

export interface TokensRecord {
  access_token: string;
  refresh_token: string;
  access_expires_at: string;
  refresh_expires_at: string;
}

export interface AuthPayload {
  user: SessionUser;
  merchant: Merchant | null;
  tokens: TokensRecord;
}

export interface LoginAnswer extends Envelope<AuthPayload> {
  pending_verification: boolean;
}

export interface RegisterBody {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  username?: string;
  account_type: 'user' | 'merchant';
  business_name?: string;
  business_type?: 'individual' | 'company';
}

export type RegisterAnswer = Envelope<AuthPayload & { pending_verification: boolean }>;

export interface MeAnswerData {
  user: SessionUser;
  merchant: Merchant | null;
}

export type StepStatusAnswer = Envelope<StepStatus>;

export interface ProfileUpdate {
  first_name?: string;
  last_name?: string;
  username?: string;
  birth_date?: string | null;
  gender?: string | null;
}
