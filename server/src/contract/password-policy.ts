/** The one password rule of the product (docs/api.md, "Auth"), said the same way everywhere. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULE_MESSAGE =
  'Password must be 8 to 128 characters and contain a letter and a digit.';

/** Any letter (not only ASCII) and any decimal digit, within the length bounds. */
export function isAcceptablePassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(password) &&
    /\p{Nd}/u.test(password)
  );
}
