import type { AppConfig } from '../src/config';
import type * as Logger from '../src/logger';

/** Every line the app's logger wrote since the test file started, as JSON text. */
export const logLines: string[] = [];

/**
 * `src/logger` writing to `logLines`, with the app's own settings (level, redaction): a test only
 * adds a destination: `jest.mock('<path>/src/logger', () =>
 * jest.requireActual<typeof LogLines>('<path>/log-lines').capturedLogger())`, with
 * `import type * as LogLines from '<path>/log-lines'` (a factory may not use outer values).
 */
export function capturedLogger(): typeof Logger {
  const actual = jest.requireActual<typeof Logger>('../src/logger');
  return {
    ...actual,
    loggerOptions: (config: AppConfig) => {
      const options = actual.loggerOptions(config);
      if (typeof options !== 'object') throw new Error('expected pino options');
      return { ...options, stream: { write: (line: string) => logLines.push(line) } };
    },
  };
}
