// Where the colour scheme lives, shared by the theme (MUI's provider and its script) and the
// landing page's start-up script, which switches it before the app has started
// (src/app/landingShells.ts). A module of its own, free of MUI, so the start-up script stays small.

/** The <html> attribute that carries the colour scheme (the prerendered page's script sets it). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/** The local-storage key of the visitor's choice ("light", "dark" or "system"). */
export const MODE_STORAGE_KEY = 'mui-mode';
