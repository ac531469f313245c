/**
 * What a customer's personal QR code encodes: `<origin>/scan/<qr_code>`, the scan page a phone's
 * camera opens and the counter's scanner reads (docs/api.md, "Home, reward cards, stamps").
 */
export function personalCodeUrl(qrCode: string, origin: string = window.location.origin): string {
  return `${origin}/scan/${encodeURIComponent(qrCode)}`;
}
