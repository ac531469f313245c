/**
 * Whether an error says some code could not be downloaded (offline, or a server restarting), as
 * webpack reports a failed `import()`. Such an error is the network's, not a bug: the app shows
 * PageLoadError and does not log it.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}
