import type { MailMessage } from '../../infrastructure/mail/mailer';
import { notice } from './review-emails';

/** docs/product.md, "Staff": an invitation is valid for 7 days. */
export const INVITATION_DAYS = 7;

/**
 * The invitation to work at a store: the link opens the app's accept page, where the invitee
 * signs in (or signs up) with this address and accepts.
 */
export function staffInvitationEmail(input: {
  to: string;
  inviterName: string;
  storeName: string;
  role: 'manager' | 'cashier';
  link: string;
}): MailMessage {
  const role = input.role === 'manager' ? 'a manager' : 'a cashier';
  return {
    ...notice(input.to, 'staff_invitation', `Join ${input.storeName} on QRewards`, [
      'Hello,',
      `${input.inviterName} invited you to work at ${input.storeName} as ${role}.`,
      `Open this link to accept, with an account of this email address (${input.to}); you can create one there: ${input.link}`,
      `The invitation is valid for ${INVITATION_DAYS} days. If you did not expect it, ignore this email.`,
    ]),
    devLogLine: `Staff invitation for ${input.to}: ${input.link}`,
  };
}
