/**
 * What counts as the visitor reaching for the page. Scrolling does not: the prerendered page scrolls
 * and its links work without the app.
 */
const TRIGGERS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Controls only the app can answer. Links, labels, inputs and `<summary>` work natively and are left
 * to the browser.
 */
const APP_CONTROLS = 'button, [role="button"]';

/**
 * Runs `start` on the visitor's first interaction with a prerendered page, instead of at load
 * (docs/adr/0004-landing-page-starts-on-interaction.md). A click on a control that lands before the
 * app is ready is held back and clicked again once `start` resolves, so nothing the visitor does is
 * lost; meanwhile the pointer shows that work is in progress. If `start` fails, `onFailure` tells
 * the visitor, and the next interaction tries again. Returns a function that stops listening.
 */
export function startOnFirstInteraction(
  start: () => Promise<void>,
  doc: Document = document,
  onFailure: (error: unknown) => void = () => undefined,
): () => void {
  let started = false;
  let ready = false;
  let heldClick: HTMLElement | null = null;

  const listen = () =>
    TRIGGERS.forEach((type) => doc.addEventListener(type, begin, { capture: true, passive: true }));

  const begin = () => {
    if (started) return;
    started = true;
    TRIGGERS.forEach((type) => doc.removeEventListener(type, begin, true));
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

  doc.addEventListener('click', holdClick, true);
  listen();
  return () => {
    doc.removeEventListener('click', holdClick, true);
    TRIGGERS.forEach((type) => doc.removeEventListener(type, begin, true));
  };
}
