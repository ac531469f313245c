import { createPasswordHasher } from '../../../src/services/passwords/password-hasher';
import { isAcceptablePassword } from '../../../src/contract/password-policy';

describe('the scrypt password hasher', () => {
  // The production parameters (N=2^17, r=8, p=1): about 0.4 s a hash on the CI machine.
  const hasher = createPasswordHasher(17);

  it('hashes with the real parameters, verifies, and never blocks the event loop', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);

    const hash = await hasher.hash('correct horse 42');

    clearInterval(timer);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(ticks).toBeGreaterThan(0);
    await expect(hasher.verify('correct horse 42', hash)).resolves.toBe(true);
    await expect(hasher.verify('correct horse 43', hash)).resolves.toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
  }, 20_000);

  it('salts every hash', async () => {
    const cheap = createPasswordHasher(10);

    expect(await cheap.hash('same 1')).not.toBe(await cheap.hash('same 1'));
  });

  it('verifies hashes of other costs and says they need a rehash', async () => {
    const old = await createPasswordHasher(10).hash('correct horse 42');

    await expect(hasher.verify('correct horse 42', old)).resolves.toBe(true);
    expect(hasher.needsRehash(old)).toBe(true);
  });

  it.each(['', 'bcrypt$x', 'scrypt$a$b$c$d$e', 'scrypt$1024$8$1$c2FsdA$c2hvcnQ'])(
    'refuses the malformed hash %p',
    async (encoded) => {
      await expect(hasher.verify('anything 1', encoded)).resolves.toBe(false);
    },
  );
});

describe('the password rule', () => {
  it.each([
    ['abcdefg1', true],
    ['ñandú 2024', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['a1', false],
    [`a1${'b'.repeat(126)}`, true],
    [`a1${'b'.repeat(127)}`, false],
  ])('%p acceptable: %p', (password, acceptable) => {
    expect(isAcceptablePassword(password)).toBe(acceptable);
  });
});
