import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getContrastRatio, type Palette } from '@mui/material/styles';
import { installMswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { theme } from '../../theme/theme';
import { paths } from '../paths';
import { AppRoutes } from '../router';
import { GALLERY_SECTIONS } from './gallerySections';

// A request the gallery made would fail the test: it draws sample data and fetches nothing.
installMswServer();

/** The product theme's palette for a scheme, as MUI resolved it. */
const paletteOf = (scheme: 'light' | 'dark') =>
  (theme as unknown as { colorSchemes: Record<string, { palette: Palette }> }).colorSchemes[scheme]!
    .palette;

const openGallery = () => renderWithProviders(<AppRoutes />, { route: paths.design() });

const galleryHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Theme gallery' }, { timeout: 10_000 });

/** The row of a contrast pair in the table of `scheme`. */
function contrastRow(scheme: 'light' | 'dark', pair: string) {
  const table = screen.getByRole('table', {
    name: `Contrast of the ${scheme} scheme's text colours`,
  });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.getAttribute('data-pair') === pair);
  if (!row) throw new Error(`no row for ${pair}`);
  return row;
}

const schemeGroups = (scheme: 'light' | 'dark') =>
  screen.queryAllByRole('group', { name: new RegExp(`, ${scheme} scheme$`) });

describe('the theme gallery (/design)', () => {
  beforeEach(() => localStorage.clear());

  it('shows every section, and asks search engines not to index it while open', async () => {
    const { unmount } = await openGallery();
    await galleryHeading();
    for (const { title } of GALLERY_SECTIONS) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const nav = screen.getByRole('navigation', { name: 'Gallery sections' });
    expect(within(nav).getAllByRole('link')).toHaveLength(GALLERY_SECTIONS.length);
    // The composites, imported from the product.
    expect(screen.getByRole('region', { name: 'Growth plan' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Coffee card' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 of 8 stamps' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your personal QR code' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Café Luna' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'After you register' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Merchant requests' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('computes each contrast ratio from the theme with getContrastRatio', async () => {
    await openGallery();
    await galleryHeading();
    const light = paletteOf('light');
    const expected = getContrastRatio(light.text.primary, light.background.default);
    const row = contrastRow('light', 'text.primary on background.default');
    expect(row).toHaveTextContent(`${expected.toFixed(2)}:1`);
    expect(within(row).getAllByText('Pass').length).toBeGreaterThan(0);

    // A pair that fails is shown failing: disabled text, MUI's translucent black, over paper.
    const disabled = contrastRow('light', 'text.disabled on background.paper');
    expect(within(disabled).getAllByText('Fail').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    const dark = paletteOf('dark');
    expect(contrastRow('dark', 'primary.contrastText on primary.main')).toHaveTextContent(
      `${getContrastRatio(dark.primary.contrastText, dark.primary.main).toFixed(2)}:1`,
    );
  });

  it('shows everything in light, in dark, or side by side', async () => {
    await openGallery();
    await galleryHeading();
    const sections = GALLERY_SECTIONS.length;
    // The app's own scheme first (light here: the system prefers it).
    expect(screen.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
    expect(schemeGroups('light')).toHaveLength(sections);
    expect(schemeGroups('dark')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(schemeGroups('dark')).toHaveLength(sections);
    expect(schemeGroups('light')).toHaveLength(0);
    expect(document.querySelectorAll('[data-scheme="dark"]')).toHaveLength(sections);

    await userEvent.click(screen.getByRole('button', { name: 'Side by side' }));
    expect(schemeGroups('light')).toHaveLength(sections);
    expect(schemeGroups('dark')).toHaveLength(sections);
    // Each half draws its own scheme's background, from the theme.
    const [lightHalf] = document.querySelectorAll<HTMLElement>('[data-scheme="light"]');
    const [darkHalf] = document.querySelectorAll<HTMLElement>('[data-scheme="dark"]');
    expect(getComputedStyle(lightHalf!).backgroundColor).toBe(
      getComputedStyle(swatch(paletteOf('light').background.default)).backgroundColor,
    );
    expect(getComputedStyle(darkHalf!).backgroundColor).toBe(
      getComputedStyle(swatch(paletteOf('dark').background.default)).backgroundColor,
    );
  });

  it('opens the dialogs, fires a toast and opens the login dialog without signing anyone in', async () => {
    await openGallery();
    await galleryHeading();
    await userEvent.click(screen.getByRole('button', { name: 'Open a form dialog' }));
    const formDialog = await screen.findByRole('dialog', { name: 'New branch' });
    await userEvent.click(within(formDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Toast: success' }));
    expect(await screen.findByText('Reward card saved')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open the login dialog' }));
    const login = await screen.findByRole('dialog', { name: 'Welcome Back' }, { timeout: 10_000 });
    await userEvent.type(within(login).getByLabelText('Email Address'), 'lena@example.com');
    await userEvent.type(within(login).getByLabelText('Password', { selector: 'input' }), 'pw');
    await userEvent.click(within(login).getByRole('button', { name: 'Sign In' }));
    // No request left the page (MSW fails the test on one); the gallery says why nothing happened.
    expect(
      await screen.findByText('The gallery signs nobody in: this dialog is a sample.'),
    ).toBeInTheDocument();
    expect(login).toBeInTheDocument();
  });
});

/** An element painted `color`, to compare a computed colour with (jsdom normalises both). */
function swatch(color: string): HTMLElement {
  const element = document.createElement('div');
  element.style.backgroundColor = color;
  document.body.append(element);
  return element;
}
