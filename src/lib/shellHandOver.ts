/**
 * The prerendered landing page's shells (src/app/landingShells.ts) answer the first taps on Sign In
 * and on the phone menu before the app has started; when it has, the app opens its own dialog in
 * their place. The layout registers here how it does so (docs/adr/0005-landing-page-answers-before-the-app.md).
 */
export type ShellName = 'login' | 'menu';

/** The element around the shells in the landing page's HTML (scripts/prerender.tsx). */
export const SHELLS_ID = 'landing-shells';

export interface ShellOpener {
  /** Loads the dialog's code, so `open` can draw it in one synchronous render. */
  preload: () => Promise<unknown>;
  /** Opens the app's dialog at once, without its entering transition: the shell is already on screen. */
  open: () => void;
}

const openers = new Map<ShellName, ShellOpener>();

/** Registers how the app opens `name`; returns the unregistering (an effect's clean-up). */
export function registerShellOpener(name: ShellName, opener: ShellOpener): () => void {
  openers.set(name, opener);
  return () => {
    if (openers.get(name) === opener) openers.delete(name);
  };
}

export const shellOpener = (name: ShellName): ShellOpener | undefined => openers.get(name);
