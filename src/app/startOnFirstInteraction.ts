/**
 * What counts as the visitor reaching for the page. Scrolling does not: the prerendered page scrolls
 * and its links work without the app. Nor does the pointer passing over it: the page answers its
 * first taps by itself (src/app/landingShells.ts), and the app's start, begun on a hover, would
 * hold up the tap that follows (docs/adr/0005-landing-page-answers-before-the-app.md).
 */
const TRIGGERS = ['pointerdown', 'keydown', 'focusin'] as const;

/** A press begins with these and ends with `RELEASES`: the app waits for the end of a press. */
const PRESSES = ['pointerdown', 'keydown'] as const;
const RELEASES = ['pointerup', 'pointercancel', 'keyup'] as const;

/**
 * Controls only the app can answer. Links, labels, inputs and `<summary>` work natively and are left
 * to the browser.
 */
const APP_CONTROLS = 'button, [role="button"]';

/**
 * Runs `start` after the visitor's first interaction with a prerendered page, instead of at load
 * (docs/adr/0004-landing-page-starts-on-interaction.md): once the press has ended and the frame
 * that answers it is painted, so the start's first long task (evaluating React and MUI) never
 * delays that answer (docs/adr/0005-landing-page-answers-before-the-app.md). A click on a control
 * that lands before the app is ready is held back and clicked again once `start` resolves, so
 * nothing the visitor does is lost; meanwhile the pointer shows that work is in progress. If
 * `start` fails, `onFailure` tells the visitor, and the next interaction tries again. Returns a
 * function that stops listening.
 */
export function startOnFirstInteraction(
  start: () => Promise<void>,
  doc: Document = document,
  onFailure: (error: unknown) => void = () => undefined,
): () => void {
  let started = false;
  let ready = false;
  let heldClick: HTMLElement | null = null;
  let pressing = false;
  /** Begun during a press: the start waits for its end. */
  let waiting = false;
  const view = doc.defaultView ?? window;

  const listen = () =>
    TRIGGERS.forEach((type) => doc.addEventListener(type, begin, { capture: true, passive: true }));

  // A frame callback runs before that frame's paint; a timeout set from it runs after.
  const afterNextPaint = () => view.requestAnimationFrame(() => view.setTimeout(run, 0));
  const press = () => {
    pressing = true;
  };
  // The click that ends a press comes after its pointerup, in the same task: the timeout follows it.
  const release = () => {
    pressing = false;
    if (!waiting) return;
    waiting = false;
    view.setTimeout(afterNextPaint, 0);
  };

  const begin = () => {
    if (started) return;
    started = true;
    TRIGGERS.forEach((type) => doc.removeEventListener(type, begin, true));
    if (pressing) waiting = true;
    else afterNextPaint();
  };

  const run = () => {
    start().then(
      () => {
        ready = true;
        doc.removeEventListener('click', holdClick, true);
        doc.documentElement.style.removeProperty('cursor');
        const target = heldClick;
        heldClick = null;
        if (target?.isConnected) target.click();
      },
      (error: unknown) => {
        // The app could not load (offline, say): the page stays as it is, and the visitor's next
        // interaction tries again instead of leaving a click held for ever.
        started = false;
        heldClick = null;
        doc.documentElement.style.removeProperty('cursor');
        listen();
        onFailure(error);
      },
    );
  };

  function holdClick(event: MouseEvent) {
    if (ready) return;
    const control =
      event.target instanceof Element ? event.target.closest<HTMLElement>(APP_CONTROLS) : null;
    begin();
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = control;
    doc.documentElement.style.cursor = 'progress';
  }

  // Registered before `begin`, so a press that begins the start is known to be one.
  PRESSES.forEach((type) => doc.addEventListener(type, press, { capture: true, passive: true }));
  RELEASES.forEach((type) => doc.addEventListener(type, release, { capture: true, passive: true }));
  doc.addEventListener('click', holdClick, true);
  listen();
  return () => {
    doc.removeEventListener('click', holdClick, true);
    TRIGGERS.forEach((type) => doc.removeEventListener(type, begin, true));
    PRESSES.forEach((type) => doc.removeEventListener(type, press, true));
    RELEASES.forEach((type) => doc.removeEventListener(type, release, true));
  };
}
