/**
 * Full page loads and new tabs, in one place: the spec asks for real reloads (Logout reloads to
 * "/", Get Started is a full page load), which jsdom cannot perform, so tests replace this module
 * (or, for tabs, `window.open`).
 */
export function reloadTo(path: string): void {
  window.location.assign(path);
}

/** A tab opened ahead of the address it will show. */
export interface PendingTab {
  /** Shows `url` in the tab, without the blank page in its history. */
  go(url: string): void;
  close(): void;
}

/**
 * Opens an empty tab now, while the click that asked for it is being handled: a tab opened after
 * an await is a popup the browser blocks. Null when the browser refused it all the same.
 */
export function openPendingTab(): PendingTab | null {
  // No 'noopener' feature: with it, window.open answers null and the tab cannot be sent on.
  const tab = window.open('', '_blank');
  if (!tab) return null;
  // The page it will show (another site) must not reach back into ours.
  tab.opener = null;
  return {
    go: (url) => tab.location.replace(url),
    close: () => tab.close(),
  };
}
