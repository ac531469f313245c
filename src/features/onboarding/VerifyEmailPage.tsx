import { PageFrame } from '../../components/PageFrame';

// Code entry arrives with the accounts work (issue 3).
export function VerifyEmailPage() {
  return (
    <PageFrame
      title="Email Verification"
      subtitle="Step 1 of 3: verify your email address to activate your account."
    />
  );
}
