// Types of scratch-database.mjs, for the TypeScript scripts that reuse it (scripts/cluster/).
export function createScratchDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }>;
export function benchEachDatabase<T>(
  benchDatabase: (label: string, databaseUrl: string | undefined) => Promise<T>,
): Promise<T[]>;
