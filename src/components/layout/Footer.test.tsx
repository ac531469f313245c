import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AppFooter } from '../../app/AppFooter';

function CurrentLocation() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Current location">{pathname + hash}</output>;
}

async function renderFooter() {
  await renderWithProviders(
    <>
      <AppFooter />
      <CurrentLocation />
    </>,
  );
  return within(screen.getByRole('contentinfo'));
}

describe('the footer', () => {
  it('groups its links under Product, Company, Support and Legal', async () => {
    const footer = await renderFooter();
    const nav = within(footer.getByRole('navigation', { name: 'Footer' }));
    expect(nav.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Product',
      'Company',
      'Support',
      'Legal',
    ]);
  });

  it('takes Privacy Policy to /privacy-policy inside the app', async () => {
    const user = userEvent.setup();
    const footer = await renderFooter();
    const privacy = footer.getByRole('link', { name: 'Privacy Policy' });
    expect(privacy).toHaveAttribute('href', '/privacy-policy');

    await user.click(privacy);

    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      /^\/privacy-policy$/,
    );
  });

  it('makes every other link an anchor: a section, a policy section, mail or phone', async () => {
    const footer = await renderFooter();
    const others = footer
      .getAllByRole('link')
      .filter((link) => link.textContent !== 'Privacy Policy' && link.textContent !== 'QRewards');
    expect(others.length).toBeGreaterThan(8);
    for (const link of others) {
      expect(link.getAttribute('href')).toMatch(/^(\/?#|\/privacy-policy#|mailto:|tel:)/);
    }
    expect(footer.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    // It led to the FAQ; the landing page has a pricing section now.
    expect(footer.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
  });

  it('offers a Stay Updated box whose Subscribe button does nothing', async () => {
    const user = userEvent.setup();
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const footer = await renderFooter();
    expect(footer.getByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument();
    const email = footer.getByRole('textbox', { name: 'Email address' });
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    expect(subscribe).toHaveAttribute('type', 'button');

    await user.type(email, 'ada@example.com');
    await user.click(subscribe);
    await user.type(email, '{Enter}');

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(/^\/$/);
    expect(email).toHaveValue('ada@example.com');
    fetchSpy.mockRestore();
  });

  it('shows social links and how to reach us', async () => {
    const footer = await renderFooter();
    for (const network of ['X', 'Facebook', 'Instagram', 'LinkedIn']) {
      expect(footer.getByRole('link', { name: `QRewards on ${network}` })).toBeInTheDocument();
    }
    expect(footer.getByRole('link', { name: 'support@qrewards.app' })).toHaveAttribute(
      'href',
      'mailto:support@qrewards.app',
    );
    expect(footer.getByText(/San Francisco/)).toBeInTheDocument();
    expect(footer.getByText(/© \d{4} QRewards/)).toBeInTheDocument();
  });
});
