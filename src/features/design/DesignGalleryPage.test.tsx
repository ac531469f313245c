import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getContrastRatio, type Palette } from '@mui/material/styles';
import { installMswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { theme } from '../../theme/theme';
import { paths } from '../../shared/paths';
import { AppRoutes } from '../../app/router';
import { GALLERY_SECTIONS } from './gallerySections';
import { SchemeScope } from './SchemeScope';
import { CompositesSection } from './sections/CompositesSection';
import { FeedbackSection } from './sections/FeedbackSection';
import { PaletteSection } from './sections/PaletteSection';

// A request the gallery made would fail the test: it draws sample data and fetches nothing.
installMswServer();

// The whole gallery is a large page for jsdom: these tests find things by text, selector and data
// attribute, and role queries (which compute every element's accessibility) only in small parts.
// Rendering it takes seconds; on a busy two-core machine, more than the 20 s default
// (docs/style.md, "Tests": tests pass on a busy machine).
const WHOLE_PAGE_MS = 90_000;

/** The product theme's palette for a scheme, as MUI resolved it. */
const paletteOf = (scheme: 'light' | 'dark') =>
  (theme as unknown as { colorSchemes: Record<string, { palette: Palette }> }).colorSchemes[scheme]!
    .palette;

async function openGallery() {
  const rendered = await renderWithProviders(<AppRoutes />, { route: paths.design() });
  await screen.findByText('Theme gallery', { selector: 'h1' }, { timeout: 15_000 });
  return rendered;
}

const button = (name: string) => screen.getByText(name, { selector: 'button' });
const schemeHalves = (scheme: 'light' | 'dark') =>
  document.querySelectorAll(`[data-scheme="${scheme}"]`);

/** The text of the contrast table's row for `pair`. */
function contrastRow(pair: string): HTMLElement {
  const row = document.querySelector<HTMLElement>(`tr[data-pair="${pair}"]`);
  if (!row) throw new Error(`no row for ${pair}`);
  return row;
}

describe('the theme gallery (/design)', () => {
  beforeEach(() => localStorage.clear());

  it(
    'shows every section, and asks search engines not to index it while open',
    async () => {
      const { unmount } = await openGallery();
      const headings = [...document.querySelectorAll('main section > h2')].map(
        (h) => h.textContent,
      );
      expect(headings).toEqual(GALLERY_SECTIONS.map(({ title }) => title));
      const nav = document.querySelector('nav[aria-label="Gallery sections"]');
      expect(nav?.querySelectorAll('a')).toHaveLength(GALLERY_SECTIONS.length);
      // The product's composites, with sample data.
      for (const label of [
        'Growth plan',
        'Coffee card',
        '3 of 8 stamps',
        'Your personal QR code',
      ]) {
        expect(document.querySelector(`[aria-label="${label}"]`)).toBeInTheDocument();
      }
      expect(screen.getByText('Café Luna', { selector: 'h3' })).toBeInTheDocument();
      expect(screen.getByText('After you register')).toBeInTheDocument();
      expect(document.querySelector('table[aria-label="Merchant requests"]')).toBeInTheDocument();
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      );
      unmount();
      expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    },
    WHOLE_PAGE_MS,
  );

  it(
    'shows everything in light, in dark, or side by side',
    async () => {
      await openGallery();
      const sections = GALLERY_SECTIONS.length;
      // The app's own scheme first (light here: the system prefers it).
      expect(button('Light')).toHaveAttribute('aria-pressed', 'true');
      expect(schemeHalves('light')).toHaveLength(sections);
      expect(schemeHalves('dark')).toHaveLength(0);

      await userEvent.click(button('Dark'));
      expect(schemeHalves('dark')).toHaveLength(sections);
      expect(schemeHalves('light')).toHaveLength(0);
      expect(button('Dark')).toHaveAttribute('aria-pressed', 'true');

      await userEvent.click(button('Side by side'));
      expect(schemeHalves('light')).toHaveLength(sections);
      expect(schemeHalves('dark')).toHaveLength(sections);
      expect(
        document.querySelector('[role="group"][aria-label="Palette and contrast, dark scheme"]'),
      ).toBeInTheDocument();
      // Each half draws its own scheme's background, from the theme.
      const background = (element: Element) => getComputedStyle(element).backgroundColor;
      expect(background(schemeHalves('light')[0]!)).toBe(
        background(painted(paletteOf('light').background.default)),
      );
      expect(background(schemeHalves('dark')[0]!)).toBe(
        background(painted(paletteOf('dark').background.default)),
      );
    },
    WHOLE_PAGE_MS,
  );
});

describe('the gallery’s contrast table', () => {
  it.each(['light', 'dark'] as const)(
    'shows getContrastRatio of the theme’s %s colours, and the pairs that fail',
    async (scheme) => {
      await renderWithProviders(
        <SchemeScope scheme={scheme} labelled={false}>
          <PaletteSection scheme={scheme} />
        </SchemeScope>,
      );
      const palette = paletteOf(scheme);
      const body = contrastRow('text.primary on background.default');
      expect(body).toHaveTextContent(
        `${getContrastRatio(palette.text.primary, palette.background.default).toFixed(2)}:1`,
      );
      expect(body).toHaveTextContent('Pass');
      expect(contrastRow('primary.contrastText on primary.main')).toHaveTextContent(
        `${getContrastRatio(palette.primary.contrastText, palette.primary.main).toFixed(2)}:1`,
      );
      // The AA verdict is the fourth cell. Light disabled text, MUI's translucent black over paper,
      // is shown failing.
      const aa = (pair: string) => (contrastRow(pair) as HTMLTableRowElement).cells[3]?.textContent;
      expect(aa('text.primary on background.default')).toBe('Pass');
      if (scheme === 'light') expect(aa('text.disabled on background.paper')).toBe('Fail');
    },
  );
});

describe('the gallery’s interactive parts', () => {
  it(
    'opens a dialog on click and fires a toast as the product does',
    async () => {
      await renderWithProviders(<FeedbackSection />);
      await userEvent.click(button('Open a form dialog'));
      const dialog = await screen.findByRole('dialog', { name: 'New branch' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await userEvent.click(button('Toast: success'));
      expect(await screen.findByText('Reward card saved')).toBeInTheDocument();
    },
    WHOLE_PAGE_MS,
  );

  it(
    'opens the login dialog, which signs nobody in',
    async () => {
      await renderWithProviders(<CompositesSection />);
      await userEvent.click(button('Open the login dialog'));
      const login = await screen.findByRole(
        'dialog',
        { name: 'Welcome Back' },
        { timeout: 15_000 },
      );
      await userEvent.click(within(login).getByRole('button', { name: 'Sign In' }));
      // No request left the page (MSW fails the test on one); the gallery says why nothing happened.
      expect(
        await screen.findByText('The gallery signs nobody in: this dialog is a sample.'),
      ).toBeInTheDocument();
      expect(login).toBeInTheDocument();
    },
    WHOLE_PAGE_MS,
  );
});

/** An element painted `color`, to compare a computed colour with (jsdom normalises both). */
function painted(color: string): HTMLElement {
  const element = document.createElement('div');
  element.style.backgroundColor = color;
  document.body.append(element);
  return element;
}
