import { useState } from 'react';
import { type Subscription, useCreateSubscriptionMutation } from '../../api/billing/subscriptions';
import type { CheckoutProps } from './checkoutProps';
import { usePendingKey } from '../../lib/usePendingKey';
import { TestCardForm } from '../../components/payment/TestCardForm';
import {
  cardFormSubmission,
  toSandboxCard,
  type TestCardValues,
} from '../../components/payment/testCardSchema';
import { ThreeDSecureDialog } from './ThreeDSecureDialog';
import { useConfirmSubscription } from './useConfirmSubscription';

export const AUTHENTICATION_FAILED_MESSAGE =
  'Authentication failed, so the card was not charged. Please try again or use another card.';

/** Paying with a sandbox test card, and the sandbox's stand-in for 3-D Secure. */
export function SandboxCheckout({ planId, interval, submitLabel, onActive }: CheckoutProps) {
  const [create, creating] = useCreateSubscriptionMutation();
  const payKey = usePendingKey();
  const confirm = useConfirmSubscription(onActive);
  /** The form's values as sent, so a field's server message goes once the field changes. */
  const [sent, setSent] = useState<TestCardValues>();
  /** What went wrong after the card was taken (3-D Secure, confirming): no field's business. */
  const [notice, setNotice] = useState<string>();
  const [pendingAuth, setPendingAuth] = useState<Subscription | null>(null);
  const [authenticating, setAuthenticating] = useState(false);

  const pay = async (values: TestCardValues) => {
    setNotice(undefined);
    setSent(values);
    const body = { plan_id: planId, interval, ...toSandboxCard(values) };
    const result = await create({ body, idempotencyKey: payKey.take(body) });
    payKey.settle(result.error);
    // A refusal shows through `creating` (under its field, or in the form's alert).
    if (!result.data) return;
    if (result.data.requires_action) setPendingAuth(result.data.subscription);
    else if (result.data.subscription.status === 'active') await onActive();
    else setNotice(await confirm(result.data.subscription.id));
  };

  const completeAuth = async () => {
    if (!pendingAuth) return;
    setAuthenticating(true);
    const error = await confirm(pendingAuth.id);
    setAuthenticating(false);
    setPendingAuth(null);
    setNotice(error);
  };

  const failAuth = () => {
    setPendingAuth(null);
    setNotice(AUTHENTICATION_FAILED_MESSAGE);
  };

  return (
    <>
      <TestCardForm
        onSubmit={pay}
        submitLabel={submitLabel}
        submission={cardFormSubmission(creating, sent)}
        notice={notice}
      />
      <ThreeDSecureDialog
        open={pendingAuth !== null}
        busy={authenticating}
        onComplete={() => void completeAuth()}
        onFail={failAuth}
      />
    </>
  );
}
