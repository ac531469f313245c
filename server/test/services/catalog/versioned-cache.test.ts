import { createVersionedCache } from '../../../src/services/catalog/versioned-cache';

const cache = () =>
  createVersionedCache<{ text: string }>({
    maxEntries: 10,
    maxSize: 1000,
    sizeOf: (value) => value.text.length,
  });

describe('createVersionedCache', () => {
  it('reuses an answer while the version is the same, and loads again when it changes', async () => {
    const kept = cache();
    let loads = 0;
    const load = async () => ({ text: `load ${(loads += 1)}` });

    expect(await kept.read(1, 'page', load)).toEqual({ text: 'load 1' });
    expect(await kept.read(1, 'page', load)).toEqual({ text: 'load 1' });
    expect(await kept.read(2, 'page', load)).toEqual({ text: 'load 2' });
    expect(await kept.read(2, 'other page', load)).toEqual({ text: 'load 3' });
    expect(loads).toBe(3);
  });

  it('lets concurrent misses of one key share one load', async () => {
    const kept = cache();
    let loads = 0;
    let finish: (value: { text: string }) => void = () => {};
    const load = () => {
      loads += 1;
      return new Promise<{ text: string }>((resolve) => (finish = resolve));
    };

    const readers = Array.from({ length: 5 }, () => kept.read(7, 'page', load));
    finish({ text: 'once' });

    expect(await Promise.all(readers)).toEqual(Array(5).fill({ text: 'once' }));
    expect(loads).toBe(1);
  });

  it('answers readers whose load an answer kept meanwhile replaced, never failing them', async () => {
    // The public listing keeps the first answer of a search while a second request for the same
    // search is loading it (bench:api saw "Error: replaced" answer 500s).
    const kept = cache();
    let finish: (value: { text: string }) => void = () => {};
    const slow = () => new Promise<{ text: string }>((resolve) => (finish = resolve));
    const reader = kept.read(3, 'search', slow);
    kept.keep(3, 'search', { text: 'kept first' });
    finish({ text: 'loaded later' });
    await expect(reader).resolves.toEqual({ text: 'kept first' });
    expect(await kept.read(3, 'search', slow)).toEqual({ text: 'kept first' });
  });

  it('loads an answer again once it is no longer fresh, at the same version, once for readers together', async () => {
    let now = 0;
    const kept = createVersionedCache<{ text: string; until: number }>({
      maxEntries: 10,
      maxSize: 1000,
      sizeOf: (value) => value.text.length,
      isFresh: (value) => now < value.until,
    });
    let loads = 0;
    const load = async () => ({ text: `load ${(loads += 1)}`, until: now + 10 });

    expect((await kept.read(1, 'page', load)).text).toBe('load 1');
    now = 9;
    expect((await kept.read(1, 'page', load)).text).toBe('load 1');
    // A plan in the answer ended by the clock alone: the version did not move.
    now = 10;
    const readers = await Promise.all(Array.from({ length: 4 }, () => kept.read(1, 'page', load)));
    expect(readers.map((value) => value.text)).toEqual(Array(4).fill('load 2'));
    expect((await kept.read(1, 'page', load)).text).toBe('load 2');
    expect(loads).toBe(2);
  });

  it('keeps no failed load: the error reaches the caller and the next read tries again', async () => {
    const kept = cache();
    await expect(
      kept.read(1, 'page', () => Promise.reject(new Error('database gone'))),
    ).rejects.toThrow('database gone');
    expect(await kept.read(1, 'page', async () => ({ text: 'back' }))).toEqual({ text: 'back' });
  });

  it('forgets the least recently used answers past its size', async () => {
    const kept = createVersionedCache<{ text: string }>({
      maxEntries: 10,
      maxSize: 10,
      sizeOf: (value) => value.text.length,
    });
    let loads = 0;
    const load = async () => ({ text: `${(loads += 1)}`.padStart(6, '-') });

    await kept.read(1, 'a', load);
    await kept.read(1, 'b', load); // 12 characters: 'a' goes
    await kept.read(1, 'a', load);
    expect(loads).toBe(3);
  });
});
