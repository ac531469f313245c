import { TimeoutError, withTimeout } from '../../src/db/with-timeout';

describe('withTimeout', () => {
  it('settles like the promise when it is in time', async () => {
    await expect(withTimeout(Promise.resolve('answer'), 1_000, 'late')).resolves.toBe('answer');
    await expect(withTimeout(Promise.reject(new Error('no')), 1_000, 'late')).rejects.toThrow('no');
  });

  it('gives up on a promise that never settles', async () => {
    const started = Date.now();
    const never = new Promise<never>(() => {});

    await expect(withTimeout(never, 50, 'The database did not answer in time.')).rejects.toEqual(
      new TimeoutError('The database did not answer in time.'),
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
