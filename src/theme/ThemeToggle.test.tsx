import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ThemeToggle } from './ThemeToggle';

const MODE_KEY = 'mui-mode';

function preferDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const scheme = () => document.documentElement.getAttribute('data-color-scheme');

describe('ThemeToggle', () => {
  beforeEach(() => localStorage.clear());

  it('follows the system setting until the visitor chooses', async () => {
    preferDark(true);
    await renderWithProviders(<ThemeToggle />);
    expect(scheme()).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('overrides the system setting and remembers the choice', async () => {
    preferDark(false);
    const { unmount } = await renderWithProviders(<ThemeToggle />);
    expect(scheme()).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(scheme()).toBe('dark');
    expect(localStorage.getItem(MODE_KEY)).toBe('dark');
    unmount();

    // A later visit starts from the remembered choice, not the system's light preference.
    await renderWithProviders(<ThemeToggle />);
    expect(scheme()).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});
