import {
  decomposeColor,
  getContrastRatio,
  recomposeColor,
  type Palette,
} from '@mui/material/styles';

/** WCAG 2.2's minimum contrast for normal text: AA 4.5:1 (SC 1.4.3), AAA 7:1 (SC 1.4.6). */
export const AA_RATIO = 4.5;
export const AAA_RATIO = 7;

/**
 * A colour with an alpha channel as the eye sees it over `background`. `getContrastRatio` reads
 * only the red, green and blue of a colour, so MUI's translucent tokens (`text.disabled`,
 * `rgba(0, 0, 0, 0.38)`) would otherwise count as opaque black.
 */
export function overBackground(color: string, background: string): string {
  const fg = decomposeColor(color);
  const alpha = fg.values[3] ?? 1;
  if (alpha >= 1 || fg.type === 'color') return color;
  const bg = decomposeColor(background);
  const mixed = [0, 1, 2].map((i) =>
    Math.round(fg.values[i]! * alpha + bg.values[i]! * (1 - alpha)),
  );
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
}

/** A text colour on a background colour, where the product sets one on the other. */
export interface ContrastPair {
  /** What the pair is, in the table's first column. */
  name: string;
  /** Where the product uses it. */
  usage: string;
  text: (palette: Palette) => string;
  background: (palette: Palette) => string;
}

/** The pairs of the gallery's contrast table (docs/design.md, "Palette and contrast"). */
export const CONTRAST_PAIRS: ContrastPair[] = [
  {
    name: 'text.primary on background.default',
    usage: 'Body text on the page',
    text: (p) => p.text.primary,
    background: (p) => p.background.default,
  },
  {
    name: 'text.primary on background.paper',
    usage: 'Body text on cards and dialogs',
    text: (p) => p.text.primary,
    background: (p) => p.background.paper,
  },
  {
    name: 'text.secondary on background.default',
    usage: 'Subtitles on the page',
    text: (p) => p.text.secondary,
    background: (p) => p.background.default,
  },
  {
    name: 'text.secondary on background.paper',
    usage: 'Captions on cards',
    text: (p) => p.text.secondary,
    background: (p) => p.background.paper,
  },
  {
    name: 'text.disabled on background.paper',
    usage: 'Disabled controls (WCAG exempts inactive controls)',
    text: (p) => p.text.disabled,
    background: (p) => p.background.paper,
  },
  {
    name: 'primary.main on background.default',
    usage: 'Links, text and outlined buttons',
    text: (p) => p.primary.main,
    background: (p) => p.background.default,
  },
  {
    name: 'primary.main on background.paper',
    usage: 'Links and buttons on cards',
    text: (p) => p.primary.main,
    background: (p) => p.background.paper,
  },
  {
    name: 'primary.contrastText on primary.main',
    usage: 'Contained primary buttons',
    text: (p) => p.primary.contrastText,
    background: (p) => p.primary.main,
  },
  {
    name: 'secondary.contrastText on secondary.main',
    usage: 'Contained secondary buttons',
    text: (p) => p.secondary.contrastText,
    background: (p) => p.secondary.main,
  },
  ...(['error', 'warning', 'info', 'success'] as const).map((status): ContrastPair => ({
    name: `${status}.contrastText on ${status}.main`,
    usage: `Filled ${status} chips, alerts and buttons`,
    text: (p) => p[status].contrastText,
    background: (p) => p[status].main,
  })),
  {
    name: 'error.main on background.paper',
    usage: 'A field’s error message',
    text: (p) => p.error.main,
    background: (p) => p.background.paper,
  },
  {
    name: 'success.main on background.paper',
    usage: '“Your reward is ready” under a card’s stamps',
    text: (p) => p.success.main,
    background: (p) => p.background.paper,
  },
  {
    name: 'primary.main on brand.surface',
    usage: 'The onboarding steps’ numbers',
    text: (p) => p.primary.main,
    background: (p) => p.brand.surface,
  },
  {
    name: 'text.primary on brand.surface',
    usage: 'Tinted landing sections, the footer’s card',
    text: (p) => p.text.primary,
    background: (p) => p.brand.surface,
  },
  {
    name: 'common.white on brand.gradientStart',
    usage: 'The landing page’s closing call to action',
    text: (p) => p.common.white,
    background: (p) => p.brand.gradientStart,
  },
  {
    name: 'common.white on brand.gradientEnd',
    usage: 'The same, where the gradient ends',
    text: (p) => p.common.white,
    background: (p) => p.brand.gradientEnd,
  },
];

export interface MeasuredPair extends ContrastPair {
  textColor: string;
  backgroundColor: string;
  ratio: number;
  aa: boolean;
  aaa: boolean;
}

/** Each pair's colours in `palette`, and their contrast ratio by MUI's `getContrastRatio`. */
export function measurePairs(palette: Palette): MeasuredPair[] {
  return CONTRAST_PAIRS.map((pair) => {
    const backgroundColor = pair.background(palette);
    const textColor = pair.text(palette);
    const ratio = getContrastRatio(overBackground(textColor, backgroundColor), backgroundColor);
    return {
      ...pair,
      textColor,
      backgroundColor,
      ratio,
      aa: ratio >= AA_RATIO,
      aaa: ratio >= AAA_RATIO,
    };
  });
}

/** "4.52:1": two decimals, as `getContrastRatio` rounds. */
export const formatRatio = (ratio: number) => `${ratio.toFixed(2)}:1`;
