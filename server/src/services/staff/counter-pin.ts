import { InvalidInputError } from '../../contract/domain-errors';

/** Wrong PINs in a row before a person is locked out of every counter of the store. */
export const PIN_TRIES = 5;
/** How long the lock lasts. */
export const PIN_LOCK_MS = 15 * 60_000;

const RUNS = '0123456789012345';
const RUNS_DOWN = '9876543210987654';

/**
 * Refuses a PIN anyone would try first (docs/product.md, "Counter mode"): one digit repeated, or a
 * run up or down (1234, 4321, 890123). The schema has checked it is 4 to 6 digits.
 */
export function checkPinStrength(pin: string): void {
  const oneDigit = new Set(pin).size === 1;
  if (oneDigit || RUNS.includes(pin) || RUNS_DOWN.includes(pin)) {
    throw new InvalidInputError('pin', 'Choose a PIN that is not a run or one digit repeated.');
  }
}

/** "Wrong PIN. 3 tries left." */
export function wrongPinMessage(triesLeft: number): string {
  return `Wrong PIN. ${triesLeft === 1 ? '1 try' : `${triesLeft} tries`} left.`;
}

/** "Too many wrong PINs. Noor can try again in 15 minutes." */
export function lockedMessage(firstName: string, waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many wrong PINs. ${firstName} can try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`;
}
