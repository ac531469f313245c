/**
 * The merchant API prefix (docs/api.md, "Conventions"). Same origin by default; `API_BASE_URL`
 * at build time points the SPA elsewhere. Made absolute because fetch's Request needs a full URL
 * outside browsers (tests).
 */
export function apiBaseUrl(): string {
  const configured = process.env.API_BASE_URL || '/api/merchant';
  // The build's prerender (scripts/prerender.tsx) has no window, and asks the API nothing.
  if (typeof window === 'undefined') return configured;
  return new URL(configured, window.location.origin).href.replace(/\/$/, '');
}
