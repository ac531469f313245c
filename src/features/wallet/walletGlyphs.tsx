// The wallets' glyphs, drawn here in the badges' white (the vendors' artwork is not bundled). Both
// are decoration: each button's text names it.

const glyphProps = {
  viewBox: '0 0 24 24',
  width: 26,
  height: 26,
  'aria-hidden': true,
  focusable: false,
} as const;

/** A wallet with two cards in it and a pocket in front, as Apple Wallet's icon shows it. */
export function AppleWalletGlyph() {
  return (
    <svg {...glyphProps}>
      <rect
        x="3"
        y="3.5"
        width="18"
        height="17"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <path d="M6.5 8h11M6.5 11h11" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <path
        d="M3 13.5h5.2a3.8 3.8 0 0 0 7.6 0H21v3a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4z"
        fill="currentColor"
      />
    </svg>
  );
}

/** Three cards stacked on top of each other, as Google Wallet's icon shows it. */
export function GoogleWalletGlyph() {
  return (
    <svg {...glyphProps}>
      <rect x="3" y="3.5" width="18" height="10" rx="3" fill="currentColor" opacity="0.45" />
      <rect x="3" y="7" width="18" height="10" rx="3" fill="currentColor" opacity="0.7" />
      <rect x="3" y="10.5" width="18" height="10" rx="3" fill="currentColor" />
    </svg>
  );
}
