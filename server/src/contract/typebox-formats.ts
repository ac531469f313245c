import { FormatRegistry } from '@sinclair/typebox';
import { isUuid } from './formats';

// The string formats the contract's records use, for TypeBox's own checks (`Value.Check`), which
// know none by themselves; the routes' validation is Ajv's (http/validator-compilers.ts).
if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', isUuid);
// A calendar day, `YYYY-MM-DD`.
if (!FormatRegistry.Has('date'))
  FormatRegistry.Set('date', (value) => /^\d{4}-\d{2}-\d{2}$/.test(value));
