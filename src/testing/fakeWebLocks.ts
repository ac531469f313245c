/**
 * A stand-in for the browser's Web Locks manager (`navigator.locks`), which jsdom lacks: exclusive
 * locks by name, granted in the order asked for. Shared by every "tab" of a test, as the real one
 * is shared by every tab of a browser.
 */
function fakeLockManager(): Pick<LockManager, 'request'> {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, callback: LockGrantedCallback<unknown>) => {
    const previous = tails.get(name) ?? Promise.resolve();
    const granted = previous.then(() => callback({ name, mode: 'exclusive' }));
    tails.set(
      name,
      granted.catch(() => undefined),
    );
    return granted;
  };
  // The real method has overloads (with options); the code under test uses (name, callback) only.
  return { request: request as LockManager['request'] };
}

/** Installs the fake on `navigator.locks` for each test of the file and removes it after. */
export function installFakeWebLocks() {
  beforeEach(() => {
    Object.defineProperty(navigator, 'locks', { value: fakeLockManager(), configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });
}
