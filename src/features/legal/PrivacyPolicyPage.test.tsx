import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

describe('the privacy policy page', () => {
  it('is titled and dated', async () => {
    await renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 22 November 2026')).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy · QRewards');
  });

  it('covers each topic under its own heading', async () => {
    await renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    for (const topic of [
      'Information we collect',
      'How we use your information',
      'Payments',
      'Cookies and local storage',
      'How long we keep your data',
      'Your rights',
      'Security',
      'Children',
      'Changes to this policy',
      'Contact us',
    ]) {
      expect(headings).toContainEqual(expect.stringContaining(topic));
    }
  });

  it('says what it keeps of a card, and which rights a reader has', async () => {
    await renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    expect(
      screen.getByText(/only the card brand, the last four digits and the expiry date/),
    ).toBeInTheDocument();
    expect(screen.getByText(/QR code token/)).toBeInTheDocument();
    const rights = within(document.getElementById('your-rights') as HTMLElement);
    for (const right of ['Access', 'Correction', 'Deletion', 'Portability']) {
      expect(rights.getByText(new RegExp(`^${right}:`))).toBeInTheDocument();
    }
  });

  it('links every table-of-contents entry to its section', async () => {
    await renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    const contents = within(screen.getByRole('navigation', { name: 'Contents' }));
    const links = contents.getAllByRole('link');
    expect(links).toHaveLength(11);
    for (const link of links) {
      const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
      const target = document.getElementById(id);
      expect(target).not.toBeNull();
      expect(within(target as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
        link.textContent ?? '',
      );
    }
    // The footer links to these two sections.
    expect(document.getElementById('cookies')).not.toBeNull();
    expect(document.getElementById('your-rights')).not.toBeNull();
  });
});
