import path from 'node:path';

/** The repository's root folder, whichever script asks. */
export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');

/** Every route of the HTTP API starts with this (docs/api.md). */
export const API_PREFIX = '/api/merchant';
