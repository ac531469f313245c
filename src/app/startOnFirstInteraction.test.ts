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

/** Long enough for the paint after an interaction (jsdom's frames come every 16 ms), and the start after it. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 60));

const dispatch = (type: string, target: EventTarget = document.body) =>
  target.dispatchEvent(new Event(type, { bubbles: true }));

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

    const text = document.getElementById('text') as HTMLElement;
    dispatch('pointerdown', text);
    dispatch('pointerup', text);
    dispatch('keydown', text);
    dispatch('keyup', text);
    document.getElementById('sign-in')?.focus();
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['pointerdown', 'pointerup'],
    ['keydown', 'keyup'],
    ['focusin', null],
  ])(
    'starts after %s, once the press has ended and the next frame is painted',
    async (type, end) => {
      const { start } = slowStart();
      listen(start);
      dispatch(type);
      expect(start).not.toHaveBeenCalled();
      if (end) {
        // Held down: the tap's own answer (a dialog, say) must not wait for the app's start.
        await flush();
        expect(start).not.toHaveBeenCalled();
        dispatch(end);
        expect(start).not.toHaveBeenCalled();
      }
      await flush();
      expect(start).toHaveBeenCalledTimes(1);
    },
  );

  it.each(['pointerover', 'touchstart', 'scroll'])('does not start on %s alone', async (type) => {
    const { start } = slowStart();
    listen(start);
    dispatch(type);
    await flush();
    expect(start).not.toHaveBeenCalled();
  });

  it('holds a click on a button until the app runs, then clicks it again', async () => {
    const { start, finish } = slowStart();
    listen(start);
    const { button, seen } = signInButton();

    button.click();
    expect(seen).not.toHaveBeenCalled();
    expect(document.documentElement.style.cursor).toBe('progress');
    await flush();
    expect(start).toHaveBeenCalledTimes(1);

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
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not click a control the app replaced while it started', async () => {
    const { start, finish } = slowStart();
    listen(start);
    const { button, seen } = signInButton();
    button.click();
    button.remove();
    await flush();
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
    dispatch('pointerdown');
    dispatch('pointerup');
    await flush();
    expect(onFailure).toHaveBeenCalledWith(offline);
  });
});
