import { PageFrame } from '../../components/PageFrame';

// Customer sign-up arrives with the accounts work (issue 3).
export function RegisterPage() {
  return (
    <PageFrame
      title="Create your account"
      subtitle="Sign up to get your personal QR code and start collecting rewards."
    />
  );
}
