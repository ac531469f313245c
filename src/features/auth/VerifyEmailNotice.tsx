import Typography from '@mui/material/Typography';
import { useSecondsUntil } from './verifyEmailCountdown';
import { CODE_LIFETIME_MINUTES, MAX_TRIES, type CodeFacts } from './verifyEmailFacts';
import { CODE_LENGTH } from './verifyEmailSchema';

// A long address breaks inside the card rather than running past its edge on a phone.
const WRAP = { overflowWrap: 'anywhere' } as const;
const minutes = (count: number) => (count === 1 ? '1 minute' : `${count} minutes`);
const tries = (count: number) => (count === 1 ? '1 try' : `${count} tries`);

/** The live code's sentence; it turns into the expired one when the code's time is up. */
function LiveCode({
  email,
  expiresAt,
  triesLeft,
}: {
  email: string;
  expiresAt: number;
  triesLeft: number;
}) {
  const seconds = useSecondsUntil(expiresAt);
  if (seconds === 0) return <ExpiredCode email={email} />;
  return (
    <Typography sx={WRAP}>
      We sent a {CODE_LENGTH}-digit code to <strong>{email}</strong>. It works for{' '}
      {minutes(Math.ceil(seconds / 60))}.{triesLeft < MAX_TRIES && ` ${tries(triesLeft)} left.`}
    </Typography>
  );
}

function ExpiredCode({ email }: { email: string }) {
  return (
    <Typography sx={WRAP}>
      Your code for <strong>{email}</strong> has expired. Send a new one below.
    </Typography>
  );
}

/**
 * What the page says about the code, and only what it knows: a code is "sent" only when the
 * server says one is live (docs/api.md, "Auth", `GET /auth/verification`). In demo mode nothing
 * was sent (docs/product.md, "Demo mode"); a visitor who is not signed in is told the rule only.
 */
export function VerifyEmailNotice({ email, facts }: { email: string; facts: CodeFacts }) {
  switch (facts.kind) {
    case 'live':
      return (
        <LiveCode
          key={facts.expiresAt}
          email={email}
          expiresAt={facts.expiresAt}
          triesLeft={facts.triesLeft}
        />
      );
    case 'expired':
      return <ExpiredCode email={email} />;
    case 'used_up':
      return (
        <Typography sx={WRAP}>
          Too many wrong codes: the code sent to <strong>{email}</strong> no longer works. Send a
          new one below.
        </Typography>
      );
    case 'none':
      return (
        <Typography sx={WRAP}>
          No code has been sent to <strong>{email}</strong> yet. Send one below.
        </Typography>
      );
    case 'demo':
      return (
        <Typography sx={WRAP}>
          Demo mode: the server can&apos;t be reached, so no code was sent to{' '}
          <strong>{email}</strong>.
        </Typography>
      );
    case 'checking':
      return (
        <Typography color="text.secondary" sx={WRAP}>
          Checking the code for <strong>{email}</strong>...
        </Typography>
      );
    case 'unknown':
      return (
        <Typography sx={WRAP}>
          Enter the {CODE_LENGTH}-digit code from your latest email to <strong>{email}</strong>. A
          code works for {CODE_LIFETIME_MINUTES} minutes.
        </Typography>
      );
  }
}
