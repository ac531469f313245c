import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { LandingPage } from './LandingPage';

// The spec's literal words (§1) are written out here, not read from landingContent.ts, so a change of
// copy that drops a requirement fails a test.

function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no section #${id}`);
  return element;
}

describe('the landing page', () => {
  it('opens with one h1 and offers both ways in', async () => {
    await renderWithProviders(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'One QR code. Every reward.',
    );
    const hero = section('overview');
    // Get Started is a plain link (a full page load), Become a Merchant a router link.
    expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(hero).getByRole('link', { name: 'Become a Merchant' })).toHaveAttribute(
      'href',
      '/merchant/register',
    );
    expect(document.title).toBe('QRewards: QR-code rewards for customers and merchants');
  });

  it('offers a signed-in visitor the way to their dashboard instead of signing up again', async () => {
    await renderWithProviders(<LandingPage />, {
      preloadedState: { session: signedInSession(aUser({ role_id: 'user' })) },
    });
    const hero = within(section('overview'));
    expect(hero.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // The closing call to action, below the fold, arrives in its own chunk.
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Go to dashboard' })).toHaveLength(2),
    );
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Become a Merchant' })).not.toBeInTheDocument();
  });

  it('never skips a heading level', async () => {
    await renderWithProviders(<LandingPage />);
    const levels = screen
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => {
      expect(level - (levels[index] ?? 1)).toBeLessThanOrEqual(1);
    });
  });

  it('shows the marketing numbers', async () => {
    await renderWithProviders(<LandingPage />);
    const stats = within(section('stats'));
    expect(stats.getByText('10K+')).toBeInTheDocument();
    expect(stats.getByText('50K+')).toBeInTheDocument();
  });

  it('lists exactly the six features', async () => {
    await renderWithProviders(<LandingPage />);
    const features = within(section('features'));
    expect(features.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Smart QR Codes',
      'Store Management',
      'Analytics Dashboard',
      'Secure Role-Based Access',
      'Mobile Ready',
      'Fast',
    ]);
  });

  it('explains how it works for users and for merchants, in numbered steps', async () => {
    await renderWithProviders(<LandingPage />);
    const howItWorks = within(section('how-it-works'));
    const stepsOf = (audience: string) =>
      within(howItWorks.getByRole('article', { name: audience }))
        .getAllByRole('listitem')
        .map((step) => within(step).getByRole('heading').textContent);

    expect(stepsOf('For customers')).toEqual([
      'Create Profile',
      'Generate QR Code',
      'Enjoy Rewards',
    ]);
    expect(stepsOf('For merchants')).toEqual([
      'Register & Set Up',
      'Add Stores',
      'Track & Analyze',
    ]);
    expect(howItWorks.getAllByRole('list').every((list) => list.tagName === 'OL')).toBe(true);
  });

  it('shows sample partners and testimonials', async () => {
    await renderWithProviders(<LandingPage />);
    const partners = within(section('partners'));
    expect(partners.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(partners.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(partners.getByText('Bean & Leaf Coffee')).toBeInTheDocument();

    const testimonials = within(section('testimonials'));
    expect(testimonials.getAllByRole('figure')).toHaveLength(3);
    expect(testimonials.getByText('Sofia Martins')).toBeInTheDocument();
  });

  it.each([
    ['How much does QRewards cost for merchants?', /merchant plans start at \$29\/month/i],
    ['Is there a money-back guarantee?', /30-day money-back guarantee/],
    ['Are there any hidden fees?', /no fees for users and no setup fees/],
    ['How quickly does support answer?', /responds within 2 hours.*resolved within 24 hours/],
    ['Which phones do the mobile apps support?', /iOS 12\+ or Android 8\+/],
  ])('answers "%s" in the FAQ when it is opened', async (question, claim) => {
    const user = userEvent.setup();
    await renderWithProviders(<LandingPage />);
    const faq = within(section('faq'));
    // Native <details>: the browser opens it, with or without the app (docs/adr/0005).
    const toggle = faq.getByText(question).closest('summary');
    if (!toggle) throw new Error(`"${question}" is not a <summary>`);
    const details = toggle.closest('details');
    expect(details).not.toHaveAttribute('open');
    expect(faq.getByText(claim)).not.toBeVisible();

    await user.click(toggle);

    expect(details).toHaveAttribute('open');
    expect(faq.getByText(claim)).toBeVisible();
  });
});
