import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadApi } from '../../shared/apiLoader';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { installMswServer } from '../../testing/mswServer';
import { readQrCode } from '../../testing/readQrCode';
import { downloadQrCodePng } from './qrCodePng';
import { QrCodeCard } from './QrCodeCard';

// jsdom cannot rasterise an SVG; the conversion itself is checked in a browser.
jest.mock('./qrCodePng');
installMswServer();
beforeAll(() => loadApi());

describe('the QR code card', () => {
  it('draws the personal code as a labelled image with a quiet zone', async () => {
    await renderWithProviders(<QrCodeCard qrCode="qr-code-one" />);
    const code = screen.getByRole('img', { name: 'Your personal QR code' });
    expect(code.tagName).toBe('svg');
    // Level M for "http://localhost/scan/qr-code-one" is a 29-module version 3 code, plus 4 quiet
    // modules on each side.
    expect(code).toHaveAttribute('viewBox', '0 0 37 37');
    expect(screen.getByText('Show this at the counter to collect stamps')).toBeInTheDocument();
  });

  it('encodes the address of the code’s /scan page, which a merchant’s phone opens', async () => {
    await renderWithProviders(<QrCodeCard qrCode="qr-code-one" />);
    expect(readQrCode(screen.getByRole('img', { name: 'Your personal QR code' }))).toBe(
      'http://localhost/scan/qr-code-one',
    );
  });

  it('writes the short code under the QR, for a cashier to type when the camera cannot read it', async () => {
    await renderWithProviders(<QrCodeCard qrCode="qr-code-one" shortCode="K7P4QX2M" />);
    expect(screen.getByText('Short code')).toBeInTheDocument();
    expect(screen.getByText('K7P4-QX2M')).toBeInTheDocument();
    expect(screen.queryByText(/qr-code-one/)).not.toBeInTheDocument();
  });

  it('writes the QR code’s own text when there is no short code to show', async () => {
    await renderWithProviders(<QrCodeCard qrCode="qr-code-one" />);
    expect(screen.getByText('Code: qr-code-one')).toBeInTheDocument();
  });

  it('downloads the drawn code as a PNG', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<QrCodeCard qrCode="qr-code-one" />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(downloadQrCodePng).toHaveBeenCalledWith(
        screen.getByRole('img', { name: 'Your personal QR code' }),
      ),
    );
  });

  it('says so when the account has no code yet', async () => {
    await renderWithProviders(<QrCodeCard />);
    expect(screen.getByText('There is no QR code on your account yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });
});
