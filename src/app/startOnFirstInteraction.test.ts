import { startOnFirstInteraction } from './startOnFirstInteraction';

/** A start that resolves only when the test says so, like a download that takes a while. */
function slowStart() {
  let finish = () => {};
  const start = jest.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return { start, finish: async () => finish() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page's Sign In button, with a spy on the clicks that reach it. */
function signInButton() {
  const button = document.getElementById('sign-in') as HTMLButtonElement;
  const seen = jest.fn();
  button.addEventListener('click', seen);
  return { button, seen };
}

describe('startOnFirstInteraction', () => {
  const stops: Array<() => void> = [];
  const listen = (start: () => Promise<void>) => stops.push(startOnFirstInteraction(start));
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  beforeEach(() => {
    document.body.innerHTML = `
      <button id="sign-in">Sign In</button>
      <a id="features" href="#features">Features</a>
      <label id="email-label" for="email">Email</label><input id="email" />
      <p id="text">Words</p>`;
    document.documentElement.style.removeProperty('cursor');
  });

  it('does nothing until the visitor reaches for the page, then starts once', async () => {
    const { start } = slowStart();
    listen(start);
    await flush();
    expect(start).not.toHaveBeenCalled();

    document.getElementById('text')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.getElementById('text')?.dispatchEvent(new Event('keydown', { bubbles: true }));
    document.getElementById('sign-in')?.focus();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerover', 'touchstart', 'keydown', 'focusin'])('starts on %s', (type) => {
    const { start } = slowStart();
    listen(start);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a click on a button until the app runs, then clicks it again', async () => {
    const { start, finish } = slowStart();
    listen(start);
    const { button, seen } = signInButton();

    button.click();
    expect(start).toHaveBeenCalledTimes(1);
    expect(seen).not.toHaveBeenCalled();
    expect(document.documentElement.style.cursor).toBe('progress');

    await finish();
    await flush();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.cursor).toBe('');

    // From now on clicks go straight through, once each.
    button.click();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it.each(['features', 'email-label'])('leaves a click on #%s to the browser', async (id) => {
    const { start } = slowStart();
    listen(start);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not click a control the app replaced while it started', async () => {
    const { start, finish } = slowStart();
    listen(start);
    const { button, seen } = signInButton();
    button.click();
    button.remove();
    await finish();
    await flush();
    expect(seen).not.toHaveBeenCalled();
  });

  it('lets go of the click and tries again on the next interaction when the app cannot load', async () => {
    const start = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(undefined);
    listen(start);
    const { button, seen } = signInButton();

    button.click();
    await flush();
    expect(document.documentElement.style.cursor).toBe('');
    expect(seen).not.toHaveBeenCalled();

    button.click();
    await flush();
    expect(start).toHaveBeenCalledTimes(2);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('tells the visitor when the app cannot load', async () => {
    const offline = new Error('offline');
    const onFailure = jest.fn();
    stops.push(startOnFirstInteraction(() => Promise.reject(offline), document, onFailure));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await flush();
    expect(onFailure).toHaveBeenCalledWith(offline);
  });
});
