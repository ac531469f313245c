import { codeEmailHtml, codeEmailText, type CodeEmailContent } from './email-layout';
import type { MailMessage } from '../../infrastructure/mail/mailer';

export interface CodeEmailInput {
  to: string;
  firstName: string;
  code: string;
  validityMinutes: number;
}

function message(
  input: CodeEmailInput,
  kind: string,
  subject: string,
  content: CodeEmailContent,
  devLabel: string,
): MailMessage {
  return {
    to: input.to,
    subject,
    text: codeEmailText(content),
    html: codeEmailHtml(subject, content),
    kind,
    devLogLine: `${devLabel} for ${input.to}: ${input.code}`,
  };
}

/** Sent at sign-up and by "resend code". */
export function verificationCodeEmail(input: CodeEmailInput): MailMessage {
  return message(
    input,
    'verify_email',
    `${input.code} is your QRewards verification code`,
    {
      greeting: `Hi ${input.firstName},`,
      intro: 'Welcome to QRewards! Enter this code to verify your email address:',
      code: input.code,
      validityMinutes: input.validityMinutes,
      outro: 'If you did not create a QRewards account, you can ignore this email.',
    },
    'Verification code',
  );
}

/** Sent by "forgot password". */
export function passwordResetCodeEmail(input: CodeEmailInput): MailMessage {
  return message(
    input,
    'reset_password',
    `${input.code} is your QRewards password reset code`,
    {
      greeting: `Hi ${input.firstName},`,
      intro:
        'Someone asked to reset the password of your QRewards account. Enter this code to choose a new one:',
      code: input.code,
      validityMinutes: input.validityMinutes,
      outro: 'If it was not you, ignore this email: your password stays as it is.',
    },
    'Password reset code',
  );
}
