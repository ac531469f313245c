import { PageFrame } from '../../components/PageFrame';

// The request form arrives with issue 4.
export function MerchantRequestPage() {
  return (
    <PageFrame
      title="Merchant Request"
      subtitle="Step 2 of 3: create your merchant request with store information."
    />
  );
}
