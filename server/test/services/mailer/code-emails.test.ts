import {
  passwordResetCodeEmail,
  verificationCodeEmail,
} from '../../../src/services/mailer/code-emails';

describe('code emails', () => {
  const input = { to: 'ana@example.com', firstName: 'Ana', code: '042917', validityMinutes: 10 };

  it('carry the code big and spaced in the indigo layout, and as plain text', () => {
    const email = verificationCodeEmail(input);

    expect(email).toMatchObject({
      to: 'ana@example.com',
      kind: 'verify_email',
      subject: '042917 is your QRewards verification code',
      devLogLine: 'Verification code for ana@example.com: 042917',
    });
    expect(email.html).toContain('background:#4338ca');
    expect(email.html).toMatch(/font-size:36px;[^"]*letter-spacing:10px[^>]*>042917</);
    expect(email.html).toContain('This code is valid for 10 minutes.');
    expect(email.html).toContain('Never share this code');
    expect(email.text).toContain('Hi Ana,\n');
    expect(email.text).toContain('\n    042917\n');
    expect(email.text).toContain('This code is valid for 10 minutes.');
  });

  it('escape what people typed', () => {
    const email = passwordResetCodeEmail({ ...input, firstName: '<img src=x onerror=alert(1)>' });

    expect(email.kind).toBe('reset_password');
    expect(email.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,');
    expect(email.html).not.toContain('<img');
  });
});
