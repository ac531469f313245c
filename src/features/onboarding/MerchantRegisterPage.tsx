import { PageFrame } from '../../components/PageFrame';

// Merchant registration arrives with the accounts work (issue 3).
export function MerchantRegisterPage() {
  return (
    <PageFrame
      title="Become a merchant"
      subtitle="Register your business, verify your email, tell us about your store and choose a plan."
    />
  );
}
