import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { navLinks } from '../../app/navigation';
import { aUser } from '../../testing/sessionFixtures';
import { Navbar } from './Navbar';

const noop = () => undefined;

describe('Navbar', () => {
  it('shows the public choices to a signed-out visitor', async () => {
    await renderWithProviders(<Navbar links={navLinks(null)} onSignIn={noop} onLogout={noop} />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '/#features',
    );
    expect(within(main).getByRole('link', { name: 'How it Works' })).toHaveAttribute(
      'href',
      '/#how-it-works',
    );
    expect(screen.getByRole('link', { name: 'Become a Merchant' })).toHaveAttribute(
      'href',
      '/merchant/register',
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    // The store directory is public (docs/product.md, "Store pages").
    expect(screen.getByRole('link', { name: 'Stores' })).toHaveAttribute('href', '/stores');
    expect(screen.queryByRole('link', { name: 'My Stores' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('opens the login modal from Sign In', async () => {
    const onSignIn = jest.fn();
    await renderWithProviders(
      <Navbar links={navLinks(null)} onSignIn={onSignIn} onLogout={noop} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('shows Dashboard, My Stores, the first name and Logout to a signed-in merchant', async () => {
    const onLogout = jest.fn();
    await renderWithProviders(
      <Navbar
        links={navLinks(aUser({ first_name: 'Amira' }))}
        onSignIn={noop}
        onLogout={onLogout}
      />,
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'My Stores' })).toHaveAttribute('href', '/stores');
    expect(screen.getByRole('link', { name: 'Amira' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('labels the profile button "Profile" when the user has no first name', async () => {
    await renderWithProviders(
      <Navbar links={navLinks(aUser({ first_name: '' }))} onSignIn={noop} onLogout={noop} />,
    );
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('mirrors the same choices in the mobile menu', async () => {
    const onSignIn = jest.fn();
    await renderWithProviders(
      <Navbar links={navLinks(null)} onSignIn={onSignIn} onLogout={noop} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    const labels = [
      ...within(menu).getAllByRole('link'),
      ...within(menu).getAllByRole('button'),
    ].map((el) => el.textContent);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Home',
        'Features',
        'How it Works',
        'Stores',
        'Become a Merchant',
        'Get Started',
        'Sign In',
      ]),
    );
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });
});
