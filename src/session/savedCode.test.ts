import {
  clearSavedCode,
  readSavedCode,
  saveCode,
  SAVED_CODE_KEY,
  type SavedCode,
} from './savedCode';

const code: SavedCode = {
  user_id: 'user-1',
  qr_code: 'qr-code-one',
  first_name: 'Ana',
  cards: [{ store_name: 'Corner Café', title: 'Free coffee', stamps: 3, stamps_required: 8 }],
  saved_at: '2026-11-24T08:30:00.000Z',
};

beforeEach(() => localStorage.clear());

describe('the saved code', () => {
  it('gives back what was saved, to the account that saved it', () => {
    saveCode(code);
    expect(readSavedCode('user-1')).toEqual(code);
  });

  it('is nobody else’s: another account signed in on the same browser gets nothing', () => {
    saveCode(code);
    expect(readSavedCode('user-2')).toBeNull();
  });

  it('is gone once cleared (logout)', () => {
    saveCode(code);
    clearSavedCode();
    expect(readSavedCode('user-1')).toBeNull();
    expect(localStorage.getItem(SAVED_CODE_KEY)).toBeNull();
  });

  it('ignores what it cannot read, instead of showing a broken code', () => {
    localStorage.setItem(SAVED_CODE_KEY, '{not json');
    expect(readSavedCode('user-1')).toBeNull();
    localStorage.setItem(SAVED_CODE_KEY, JSON.stringify({ ...code, qr_code: '' }));
    expect(readSavedCode('user-1')).toBeNull();
    localStorage.setItem(SAVED_CODE_KEY, JSON.stringify({ ...code, saved_at: 'yesterday' }));
    expect(readSavedCode('user-1')).toBeNull();
  });

  it('keeps a code saved without card progress', () => {
    saveCode({ ...code, cards: null });
    expect(readSavedCode('user-1')?.cards).toBeNull();
  });

  it('costs only the offline copy when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => saveCode(code, refusing)).not.toThrow();
    expect(readSavedCode('user-1', refusing)).toBeNull();
    expect(() => clearSavedCode(refusing)).not.toThrow();
  });
});
