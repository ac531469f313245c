// The prerendered landing page answers its first taps itself, before the app has started
// (docs/adr/0005-landing-page-answers-before-the-app.md). Part of the start-up script: no React,
// no MUI, so it costs the page almost nothing.
//
// - Sign In and the phone menu open their prerendered copies ("shells", drawn by
//   scripts/prerender.tsx from the app's own LoginModal and MobileMenu, so they look the same),
//   in the frame after the tap.
// - The theme toggle switches the colour scheme where MUI keeps it.
// - The FAQ needs nothing: its questions are native <details>.
// When the app has started it opens its own dialog in the shell's place, with what the visitor
// typed, where their focus was, the fields they left, and the click or submit they made meanwhile;
// then the shells are removed and the app answers everything.
import { SHELLS_ID, type ShellName } from '../lib/shellHandOver';
import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from '../theme/colorSchemeStorage';

/** How the started app takes a shell's place (src/app/boot.tsx). */
export interface ShellHandOver {
  /** Loads the code of the app's own dialog. */
  prepare: (name: ShellName) => Promise<unknown>;
  /** Opens the app's own dialog, committed when this returns. */
  openNow: (name: ShellName) => void;
}

/** Each shell's panel: the dialog's paper, in the shell and, once the app has opened it, in the app. */
const PANELS: Record<ShellName, string> = {
  login: '[role="dialog"][aria-labelledby="login-title"]',
  menu: '#mobile-menu',
};

/** What a shell and the app's dialog are matched by: the same controls, in the same order. */
const CONTROLS = 'a[href], button, input, select, textarea';

/** Controls the browser handles by itself. */
const NATIVE = 'input, select, textarea, label';
const LINK = 'a[href]';

const isShellName = (value: string | undefined): value is ShellName =>
  value === 'login' || value === 'menu';

/** Switches the colour scheme as MUI's own toggle would, so the app agrees when it starts. */
export function toggleColorScheme(doc: Document) {
  const html = doc.documentElement;
  const next = html.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'light' : 'dark';
  html.setAttribute(COLOR_SCHEME_ATTRIBUTE, next);
  try {
    doc.defaultView?.localStorage.setItem(MODE_STORAGE_KEY, next);
  } catch {
    // Storage refused (private mode): the choice lasts for this page, as MUI's would.
  }
}

/** Sets a field's value the way typing does, so the app's form (React) sees the change. */
function typeInto(field: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

interface OpenShell {
  name: ShellName;
  element: HTMLElement;
  panel: HTMLElement;
  /** What opened it, to take the focus back on closing. */
  opener: HTMLElement | null;
}

/**
 * Wires the shells in `#landing-shells`. Returns `handOver`, for when the app has started, and
 * `remove`.
 */
export function wireLandingShells(doc: Document = document) {
  const container = doc.getElementById(SHELLS_ID);
  const root = doc.getElementById('root');
  let open: OpenShell | null = null;
  /** A control of the open shell clicked before the app could answer it, by its place in the panel. */
  let held: number | null = null;
  /** The fields (by place) the visitor has left: the app checks them, as it does on leaving. */
  const left = new Set<number>();
  let handedOver = false;

  const controlsOf = (panel: Element) => [...panel.querySelectorAll<HTMLElement>(CONTROLS)];

  const release = () => {
    if (root) root.inert = false;
    doc.documentElement.style.removeProperty('overflow');
    doc.documentElement.style.removeProperty('cursor');
  };

  const show = (name: ShellName, opener: HTMLElement | null) => {
    const element = container?.querySelector<HTMLElement>(`[data-shell="${name}"]`);
    const panel = element?.querySelector<HTMLElement>(PANELS[name]);
    if (!element || !panel) return;
    element.hidden = false;
    // The page behind is out of reach, as behind the app's dialogs, and does not scroll.
    if (root) root.inert = true;
    doc.documentElement.style.overflow = 'hidden';
    open = { name, element, panel, opener };
    const first = name === 'login' ? panel.querySelector<HTMLElement>('input') : panel;
    if (first === panel) panel.tabIndex = -1;
    first?.focus();
  };

  const hide = (returnFocus: boolean) => {
    if (!open) return;
    const { element, opener } = open;
    open = null;
    element.hidden = true;
    // Every opening starts afresh, as the app's dialog does.
    element.querySelectorAll('form').forEach((form) => form.reset());
    element
      .querySelectorAll('[data-filled]')
      .forEach((filled) => filled.removeAttribute('data-filled'));
    left.clear();
    held = null;
    release();
    if (returnFocus) opener?.focus();
  };

  const stop = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  const hold = (event: Event, control: HTMLElement, panel: HTMLElement) => {
    stop(event);
    held = controlsOf(panel).indexOf(control);
    doc.documentElement.style.cursor = 'progress';
  };

  const clickInShell = (event: MouseEvent, shell: OpenShell, target: Element) => {
    // The backdrop, or the space around the panel: closes, as it does in the app.
    if (!shell.panel.contains(target)) {
      stop(event);
      hide(true);
      return;
    }
    const control = target.closest<HTMLElement>(CONTROLS);
    if (!control || control.matches(NATIVE)) return;
    const action = control.dataset.prestart;
    if (action === 'close') {
      stop(event);
      hide(true);
    } else if (action === 'login') {
      // Sign In in the phone menu: the menu gives way to the login dialog.
      stop(event);
      const { opener } = shell;
      hide(false);
      show('login', opener);
    } else if (control.matches(LINK)) {
      // A link works by itself; in the menu it also closes the menu (a section of this page).
      if (shell.name === 'menu') hide(false);
    } else {
      // Everything else (Sign In, Forgot password?, showing the password) is the app's to answer.
      hold(event, control, shell.panel);
    }
  };

  const onClick = (event: MouseEvent) => {
    if (handedOver || !(event.target instanceof Element)) return;
    if (open?.element.contains(event.target)) {
      clickInShell(event, open, event.target);
      return;
    }
    const trigger = event.target.closest<HTMLElement>('[data-prestart]');
    const action = trigger?.dataset.prestart;
    if (!trigger || !action) return;
    if (action === 'theme') {
      stop(event);
      toggleColorScheme(doc);
    } else if (isShellName(action)) {
      stop(event);
      show(action, trigger);
    }
  };

  // Enter in a field submits: the app signs in once it has started.
  const onSubmit = (event: SubmitEvent) => {
    if (handedOver || !open || !(event.target instanceof HTMLFormElement)) return;
    const button = event.target.querySelector<HTMLElement>('[type="submit"]');
    if (open.element.contains(event.target) && button) hold(event, button, open.panel);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!handedOver && open && event.key === 'Escape') {
      stop(event);
      hide(true);
    }
  };

  // A field with a value keeps its label on the outline, as MUI's do (the shell's CSS reads this).
  const onInput = (event: Event) => {
    if (handedOver || !open || !(event.target instanceof HTMLInputElement)) return;
    const field = event.target.closest('.MuiFormControl-root');
    field?.toggleAttribute('data-filled', event.target.value !== '');
  };

  const onFocusOut = (event: FocusEvent) => {
    if (handedOver || !open || !(event.target instanceof HTMLInputElement)) return;
    const index = controlsOf(open.panel).indexOf(event.target);
    if (index >= 0) left.add(index);
  };

  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['keydown', onKeyDown],
    ['focusout', onFocusOut],
    ['input', onInput],
  ] as const;
  // On the window, capturing: ahead of every listener on the document, the start-up script's own
  // (startOnFirstInteraction would otherwise hold a tap on Sign In for the app), whenever this
  // script arrived.
  const target = doc.defaultView ?? doc;
  const unlisten = () =>
    listeners.forEach(([type, listener]) =>
      target.removeEventListener(type, listener as EventListener, true),
    );
  if (container) {
    listeners.forEach(([type, listener]) =>
      target.addEventListener(type, listener as EventListener, true),
    );
  }

  const remove = () => {
    unlisten();
    release();
    container?.remove();
  };

  /**
   * The app has started: it opens its own dialog in the open shell's place, carrying over what the
   * visitor did in it, and the shells go. If the dialog's code cannot load, the shell closes and
   * the app's Sign In tries again.
   */
  const handOver = async (app: ShellHandOver) => {
    if (handedOver) return;
    // The visitor may switch shells while the dialog's code loads: the one open at the end is the
    // one handed over.
    let loaded = false;
    for (let name = open?.name; name;) {
      loaded = await app.prepare(name).then(
        () => true,
        () => false,
      );
      if (open?.name === name) break;
      name = open?.name;
    }
    handedOver = true;
    const shell = open;
    if (!shell || !loaded) {
      remove();
      return;
    }
    const controls = controlsOf(shell.panel);
    const focused = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    const focusIndex = focused ? controls.indexOf(focused) : -1;
    const selection =
      focused instanceof HTMLInputElement && focused.type !== 'email'
        ? [focused.selectionStart, focused.selectionEnd]
        : null;
    const wasLeft = [...left];
    const heldIndex = held;
    // The app's dialog locks the page itself; it reads the page as it finds it.
    release();
    app.openNow(shell.name);
    const twin = [...doc.querySelectorAll<HTMLElement>(PANELS[shell.name])].find(
      (panel) => !container?.contains(panel),
    );
    if (twin) {
      const twinControls = controlsOf(twin);
      controls.forEach((control, index) => {
        const field = twinControls[index];
        if (control instanceof HTMLInputElement && field instanceof HTMLInputElement) {
          if (field.value !== control.value) typeInto(field, control.value);
        }
      });
      for (const index of wasLeft) {
        twinControls[index]?.focus();
        twinControls[index]?.blur();
      }
      const refocus = twinControls[focusIndex];
      refocus?.focus();
      if (refocus instanceof HTMLInputElement && selection?.[0] != null) {
        refocus.setSelectionRange(selection[0], selection[1] ?? selection[0]);
      }
    }
    remove();
    if (twin && heldIndex !== null && heldIndex >= 0) controlsOf(twin)[heldIndex]?.click();
  };

  return { handOver, remove };
}
