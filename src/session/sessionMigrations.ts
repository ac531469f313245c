import { createMigrate, type MigrationManifest, type PersistedState } from 'redux-persist';
import { initialSessionState } from './sessionSlice';

/** Bump when the persisted session's shape changes, and add the step that upgrades older copies. */
export const SESSION_VERSION = 1;

const migrations: MigrationManifest = {
  // Version 1 is the first shape; a copy without a version is from before persistence was
  // versioned, so it starts over from the defaults rather than guess.
  1: (state: PersistedState) =>
    ({ ...initialSessionState, _persist: state?._persist }) as unknown as PersistedState,
};

export const migrateSession = createMigrate(migrations, { debug: false });
