import { PageFrame } from '../../components/PageFrame';

// The card forms arrive with the payments work (issue 4).
export function PaymentTestPage() {
  return (
    <PageFrame
      title="Payment test"
      subtitle="Try the configured card provider with each test card and see each outcome."
    />
  );
}
