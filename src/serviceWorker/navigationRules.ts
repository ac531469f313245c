/**
 * The empty shell the server answers every client-side route with (scripts/prerender.tsx writes it;
 * webpack.config.ts adds it to the kept files under this name).
 */
export const SHELL_URL = '/app.html';

/**
 * Navigations the worker leaves alone: the API (its documentation viewer is a page) and uploaded
 * files are the server's, never the SPA's (docs/architecture.md, "Deep links").
 */
export const SERVER_OWNED_PATHS: RegExp[] = [/^\/api(\/|$)/, /^\/uploads\//];
