import { createCodeHasher } from '../../../src/services/tokens/code-hasher';
import { createPassDownloadTokens } from '../../../src/services/wallet/apple/download-tokens';
import { testClock } from '../../accounts';

const PASS = '0b9f8e4c-2a51-4c3e-9a7d-5f6e7d8c9b0a';

describe('pass download tokens', () => {
  const clock = testClock();
  const tokens = createPassDownloadTokens({
    hasher: createCodeHasher(Buffer.from('a server secret of at least 32 characters')),
    now: clock.now,
  });

  it('name the pass for 10 minutes, in one path segment', () => {
    const { token, expiresAt } = tokens.sign(PASS);
    expect(token.length).toBeLessThanOrEqual(100);
    expect(expiresAt.getTime() - clock.now().getTime()).toBe(10 * 60_000);
    expect(tokens.verify(token)).toBe(PASS);
    clock.advance(10 * 60_000 - 1_000);
    expect(tokens.verify(token)).toBe(PASS);
    clock.advance(1_000);
    expect(() => tokens.verify(token)).toThrow('This download link has expired.');
  });

  it('are refused when signed with another secret', () => {
    const other = createPassDownloadTokens({
      hasher: createCodeHasher(Buffer.from('another server secret, 32 characters or more')),
      now: clock.now,
    });
    expect(() => tokens.verify(other.sign(PASS).token)).toThrow('This download link is not valid.');
  });
});
