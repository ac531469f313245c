import { escapeHtml } from './escape-html';
import type { MailMessage } from '../../infrastructure/mail/mailer';

export interface ReviewEmailInput {
  to: string;
  firstName: string;
  storeName: string;
}

/** docs/product.md, "Refunds": how long a refund takes to reach the card. */
export const REFUND_DELAY = 'it can take 5–10 days to appear';

export function notice(
  to: string,
  kind: string,
  subject: string,
  paragraphs: string[],
): MailMessage {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">
<div style="background:#4338ca;padding:20px 24px;color:#ffffff;font-size:22px;font-weight:bold">QRewards</div>
<div style="padding:24px">
${paragraphs.map((text) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#111827">${escapeHtml(text)}</p>`).join('\n')}
</div>
</div>
</body>
</html>
`;
  return { to, subject, kind, html, text: `${paragraphs.join('\n\n')}\n\n-- \nQRewards\n` };
}

/**
 * Sent when an admin accepts a merchant request. A merchant who already pays is told to create
 * their first reward card, not to choose a plan (docs/product.md, "Refunds").
 */
export function requestAcceptedEmail(
  input: ReviewEmailInput & { planActive?: boolean },
): MailMessage {
  return notice(
    input.to,
    'merchant_request_accepted',
    'Your QRewards merchant request was accepted',
    [
      `Hi ${input.firstName},`,
      `Good news: your request for ${input.storeName} was accepted and the store is now listed.`,
      input.planActive
        ? 'Your plan is active: sign in to create your first reward card.'
        : 'Sign in to choose a plan and start rewarding your customers.',
    ],
  );
}

/**
 * Sent when an admin rejects a merchant request, with the admin's reason; a merchant who had paid
 * hears that the subscription ended and the money is coming back (docs/product.md, "Refunds").
 */
export function requestRejectedEmail(
  input: ReviewEmailInput & { reason: string; refunded?: string | null },
): MailMessage {
  return notice(
    input.to,
    'merchant_request_rejected',
    'Your QRewards merchant request was not accepted',
    [
      `Hi ${input.firstName},`,
      `We could not accept your request for ${input.storeName}. The reason given: ${input.reason}`,
      ...(input.refunded
        ? [
            `Your subscription has been cancelled. Your payment of ${input.refunded} has been refunded in full; ${REFUND_DELAY}.`,
          ]
        : []),
      'You can correct the details and send a new request from your dashboard.',
    ],
  );
}

/** The receipt of a refund the merchant asked for (the 30-day money-back guarantee). */
export function refundReceiptEmail(input: {
  to: string;
  firstName: string;
  planName: string;
  refunded: string;
  at: Date;
}): MailMessage {
  const date = input.at.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return notice(input.to, 'subscription_refunded', `Your QRewards refund of ${input.refunded}`, [
    `Hi ${input.firstName},`,
    `Your ${input.planName} subscription has been cancelled and your payment of ${input.refunded} has been refunded in full on ${date}; ${REFUND_DELAY}.`,
    'You can choose a plan again at any time from your dashboard.',
  ]);
}
