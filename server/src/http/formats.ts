import { isAcceptablePassword } from '../services/passwords/password-policy';

export const USERNAME_PATTERN = /^[A-Za-z0-9._]{3,30}$/;
export const USERNAME_RULE_MESSAGE =
  'Username must be 3 to 30 characters: letters, digits, dots and underscores.';

/**
 * Formats our schemas use beyond ajv-formats' (`format: 'password'` also tells OpenAPI viewers to
 * mask the field). validation-messages.ts words their failures as whole sentences. Added to the
 * app's Ajv when it is created (`ajv.onCreate`), after ajv-formats.
 */
export function addCustomFormats(ajv: {
  addFormat(
    name: string,
    format: { type: 'string'; validate: (value: string) => boolean },
  ): unknown;
}): void {
  ajv.addFormat('password', { type: 'string', validate: isAcceptablePassword });
  ajv.addFormat('username', { type: 'string', validate: (value) => USERNAME_PATTERN.test(value) });
}
