/**
 * Full page loads, in one place: the spec asks for real reloads (Logout reloads to "/", Get Started
 * is a full page load), which jsdom cannot perform, so tests replace this module.
 */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
