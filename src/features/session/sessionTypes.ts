// Records of spec §3, in the API's snake_case field names (api-contract.md "Records").

export type RoleId = 'user' | 'merchant' | 'admin' | string;

export interface SessionUser {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  role_id: RoleId;
  avatar_url: string | null;
  birth_date: string | null;
  gender: string | null;
  status: string;
  email_verified?: boolean;
  qr_code?: string;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface Merchant {
  id: string;
  user_id?: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  business_name?: string;
  business_type?: 'individual' | 'company';
  verification_status?: 'pending' | 'verified' | 'rejected';
  email_verified?: boolean;
  status?: string;
}

export interface StepDetail {
  name: string;
  description: string;
  completed: boolean;
  required: boolean;
}

export interface StepStatus {
  current_step: number;
  total_steps: number;
  step_details: { step_1: StepDetail; step_2: StepDetail; step_3: StepDetail };
  can_proceed_to_next_step: boolean;
  merchant_status: string;
  email_verified: boolean;
}
