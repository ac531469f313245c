/**
 * A seeded pseudo-random generator for the demo data (docs/product.md, "Demo data"): the same seed
 * draws the same numbers on every run and every machine, so the demo is the same every time.
 * mulberry32: 32 bits of state, plenty for a few hundred thousand draws, never for secrets.
 */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of `items`, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A version-4 UUID made of drawn bytes. */
  uuid(): string;
  /** `bytes` drawn bytes in base64url, the shape of services/tokens' random tokens. */
  token(bytes?: number): string;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const bytes = (count: number) => {
    const buffer = Buffer.alloc(count);
    for (let index = 0; index < count; index += 1) buffer[index] = Math.floor(next() * 256);
    return buffer;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [item, weight] of items) {
        left -= weight;
        if (left < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    uuid() {
      const value = bytes(16);
      value[6] = ((value[6] ?? 0) & 0x0f) | 0x40;
      value[8] = ((value[8] ?? 0) & 0x3f) | 0x80;
      const hex = value.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
    token: (count = 32) => bytes(count).toString('base64url'),
  };
  return random;
}
