import {
  formatShortCode,
  normalizeShortCode,
  randomShortCode,
  SHORT_CODE_ALPHABET,
  shortCodeOfBytes,
} from '../../../src/services/accounts/short-codes';

describe('short codes', () => {
  it('draws 8 characters of Crockford base32, never I, L, O or U', () => {
    const drawn = Array.from({ length: 2000 }, randomShortCode);
    for (const code of drawn) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    // Never eight digits, which the counter's field would read as a phone number.
    expect(drawn.filter((code) => /^\d+$/.test(code))).toEqual([]);
    // Every character of the alphabet turns up in 16,000 draws of 32 symbols.
    expect(new Set(drawn.join('')).size).toBe(32);
    // 40 random bits: 2,000 draws do not repeat.
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('spells 40 bits, 5 per character', () => {
    expect(shortCodeOfBytes(Uint8Array.from([0, 0, 0, 0, 0]))).toBe('00000000');
    expect(shortCodeOfBytes(Uint8Array.from([255, 255, 255, 255, 255]))).toBe('ZZZZZZZZ');
    expect(shortCodeOfBytes(Uint8Array.from([0, 0, 0, 0, 31]))).toBe('0000000Z');
    expect(SHORT_CODE_ALPHABET).toHaveLength(32);
  });

  it('reads a typed code in any case, with or without the dash, look-alikes as Crockford says', () => {
    expect(normalizeShortCode('K7P4-QX2M')).toBe('K7P4QX2M');
    expect(normalizeShortCode('k7p4qx2m')).toBe('K7P4QX2M');
    expect(normalizeShortCode(' k7p4 qx2m ')).toBe('K7P4QX2M');
    expect(normalizeShortCode('OIL0-1234')).toBe('0110' + '1234');
    expect(normalizeShortCode('K7P4-QX2')).toBeNull();
    expect(normalizeShortCode('K7P4-QX2MM')).toBeNull();
    expect(normalizeShortCode('U7P4-QX2M')).toBeNull();
    expect(normalizeShortCode('K7P4_QX2M')).toBeNull();
  });

  it('is shown in two groups of four', () => {
    expect(formatShortCode('K7P4QX2M')).toBe('K7P4-QX2M');
  });
});
