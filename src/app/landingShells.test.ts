import { toggleColorScheme, wireLandingShells, type ShellHandOver } from './landingShells';

// The shells as scripts/prerender.tsx writes them, reduced to what the start-up script reads: each
// panel (the dialog's paper) with its controls, inside a backdrop, outside the app's root.
const LOGIN_PANEL = `
  <h2 id="login-title">Welcome Back</h2>
  <button type="button" data-prestart="close" aria-label="Close">x</button>
  <form novalidate>
    <input id="email" type="email" />
    <input id="password" type="password" />
    <button type="button">Forgot password?</button>
    <button type="submit">Sign In</button>
  </form>
  <a href="/register">Sign up</a>`;

const PAGE = `
  <div id="root">
    <header>
      <button data-prestart="login">Sign In</button>
      <button data-prestart="menu">Open menu</button>
      <button data-prestart="theme">Switch to dark theme</button>
      <button id="subscribe">Subscribe</button>
    </header>
  </div>
  <div id="landing-shells">
    <div data-shell="login" hidden>
      <div id="login-backdrop">
        <div role="dialog" aria-labelledby="login-title">${LOGIN_PANEL}</div>
      </div>
    </div>
    <div data-shell="menu" hidden>
      <div id="menu-backdrop">
        <div id="mobile-menu">
          <button type="button" data-prestart="close">Close menu</button>
          <a href="#features">Features</a>
          <button type="button" data-prestart="login">Sign In</button>
        </div>
      </div>
    </div>
  </div>`;

const byText = (text: string, root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLElement>('button, a')].find((el) => el.textContent === text) ??
  null;

const shell = (name: string) =>
  document.querySelector<HTMLElement>(`[data-shell="${name}"]`) as HTMLElement;

/** What the app does when it takes over: draws its own dialog, whose controls it listens to. */
function fakeApp() {
  const seen = { typed: [] as string[], left: [] as string[], clicked: [] as string[] };
  const app: ShellHandOver = {
    prepare: jest.fn(() => Promise.resolve()),
    openNow: jest.fn((name) => {
      const twin = document.createElement('div');
      if (name === 'login') {
        twin.setAttribute('role', 'dialog');
        twin.setAttribute('aria-labelledby', 'login-title');
        twin.innerHTML = LOGIN_PANEL;
      } else {
        twin.id = 'mobile-menu';
        twin.innerHTML = '<button>Close menu</button><a href="#features">Features</a>';
      }
      twin.dataset.twin = 'true';
      twin.addEventListener('input', (event) => {
        const field = event.target as HTMLInputElement;
        seen.typed.push(`${field.id}=${field.value}`);
      });
      twin.addEventListener('focusout', (event) => seen.left.push((event.target as Element).id));
      twin.addEventListener('click', (event) => {
        event.preventDefault();
        seen.clicked.push((event.target as Element).textContent ?? '');
      });
      document.body.append(twin);
    }),
  };
  return { app, seen };
}

describe('the landing page before the app has started', () => {
  let shells: ReturnType<typeof wireLandingShells>;
  beforeEach(() => {
    document.body.innerHTML = PAGE;
    document.documentElement.removeAttribute('data-color-scheme');
    document.documentElement.removeAttribute('style');
    window.localStorage.clear();
    shells = wireLandingShells(document);
  });
  afterEach(() => shells.remove());

  it('opens the login dialog on the first tap on Sign In, with the email field focused', () => {
    const signIn = byText('Sign In') as HTMLElement;
    signIn.click();
    expect(shell('login').hidden).toBe(false);
    expect(document.activeElement?.id).toBe('email');
    // The page behind is out of reach and does not scroll, as behind the app's dialogs.
    expect((document.getElementById('root') as HTMLElement & { inert: boolean }).inert).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it.each([
    [
      'Escape',
      () =>
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
        ),
    ],
    [
      'the close button',
      () => shell('login').querySelector<HTMLElement>('[data-prestart="close"]')?.click(),
    ],
    ['the backdrop', () => document.getElementById('login-backdrop')?.click()],
  ])('closes on %s, forgets what was typed and gives the focus back', (_, close) => {
    const signIn = byText('Sign In') as HTMLElement;
    signIn.click();
    (document.getElementById('email') as HTMLInputElement).value = 'amira@example.com';
    close();
    expect(shell('login').hidden).toBe(true);
    expect(document.activeElement).toBe(signIn);
    expect(document.documentElement.style.overflow).toBe('');
    signIn.click();
    expect((document.getElementById('email') as HTMLInputElement).value).toBe('');
  });

  it('opens the phone menu, whose Sign In gives way to the login dialog', () => {
    byText('Open menu')?.click();
    expect(shell('menu').hidden).toBe(false);
    byText('Sign In', shell('menu'))?.click();
    expect(shell('menu').hidden).toBe(true);
    expect(shell('login').hidden).toBe(false);
  });

  it('closes the menu when one of its links is followed, and leaves the link to the browser', () => {
    byText('Open menu')?.click();
    const link = byText('Features', shell('menu')) as HTMLElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(shell('menu').hidden).toBe(true);
  });

  it('switches the colour scheme where the app reads it', () => {
    document.documentElement.setAttribute('data-color-scheme', 'light');
    byText('Switch to dark theme')?.click();
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('dark');
    expect(window.localStorage.getItem('mui-mode')).toBe('dark');
    toggleColorScheme(document);
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('light');
    expect(window.localStorage.getItem('mui-mode')).toBe('light');
  });

  it('leaves every other control alone', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('subscribe')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it("hands the open dialog over to the app's: what was typed, the fields left, the focus and a held Sign In", async () => {
    byText('Sign In')?.click();
    const email = document.getElementById('email') as HTMLInputElement;
    const password = document.getElementById('password') as HTMLInputElement;
    email.value = 'amira@';
    email.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    password.focus();
    password.value = 'secret';
    // Sign In before the app could answer it: held, not submitted.
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    byText('Sign In', shell('login'))?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    const { app, seen } = fakeApp();
    await shells.handOver(app);

    expect(app.prepare).toHaveBeenCalledWith('login');
    expect(app.openNow).toHaveBeenCalledWith('login');
    expect(document.getElementById('landing-shells')).toBeNull();
    expect(seen.typed).toEqual(['email=amira@', 'password=secret']);
    expect(seen.left).toContain('email');
    expect(document.activeElement?.id).toBe('password');
    expect((document.activeElement as Element).closest('[data-twin]')).not.toBeNull();
    expect(seen.clicked).toEqual(['Sign In']);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('hands over the shell open at the end when the visitor switches while the code loads', async () => {
    byText('Open menu')?.click();
    const { app } = fakeApp();
    let loadMenu = () => {};
    (app.prepare as jest.Mock).mockImplementationOnce(
      () => new Promise<void>((resolve) => (loadMenu = resolve)),
    );
    const handingOver = shells.handOver(app);
    byText('Sign In', shell('menu'))?.click();
    loadMenu();
    await handingOver;
    expect((app.prepare as jest.Mock).mock.calls).toEqual([['menu'], ['login']]);
    expect(app.openNow).toHaveBeenCalledWith('login');
    expect(app.openNow).toHaveBeenCalledTimes(1);
  });

  it('removes the shells when the app starts with none open, and stops answering', async () => {
    const { app } = fakeApp();
    await shells.handOver(app);
    expect(app.openNow).not.toHaveBeenCalled();
    expect(document.getElementById('landing-shells')).toBeNull();
    document.documentElement.setAttribute('data-color-scheme', 'light');
    byText('Switch to dark theme')?.click();
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('light');
  });

  it("closes the shell when the app's dialog cannot load, leaving Sign In to the app", async () => {
    byText('Sign In')?.click();
    const { app } = fakeApp();
    (app.prepare as jest.Mock).mockRejectedValueOnce(new Error('offline'));
    await shells.handOver(app);
    expect(app.openNow).not.toHaveBeenCalled();
    expect(document.getElementById('landing-shells')).toBeNull();
    expect((document.getElementById('root') as HTMLElement & { inert: boolean }).inert).toBe(false);
  });
});
