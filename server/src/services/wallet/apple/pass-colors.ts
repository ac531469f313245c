/** The colours of an Apple pass, as `pass.json` writes them: `rgb(r, g, b)`. */
export interface PassColors {
  backgroundColor: string;
  foregroundColor: string;
  labelColor: string;
}

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
/** Not pure black: softer on a light brand colour, still far above the contrast asked for. */
const INK: Rgb = [17, 17, 17];
/** WCAG's contrast for body text (docs/accessibility.md): labels are small, so they must meet it. */
const TEXT_CONTRAST = 4.5;
/** How far labels move from the text's colour towards the background, to read as secondary. */
const LABEL_MIX = 0.25;

function rgbOf(hex: string): Rgb {
  const digits = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!digits) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function css([r, g, b]: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}

/** WCAG 2's relative luminance. */
function luminance(colour: Rgb): number {
  const [r, g, b] = colour.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((channel, i) => Math.round(channel + (to[i]! - channel) * amount)) as [
    number,
    number,
    number,
  ];
}

/**
 * A pass in the store's brand colour, its text in white or ink, whichever reads better on it,
 * and its labels a little nearer the background unless that would make them hard to read.
 */
export function passColorsOf(brandColor: string): PassColors {
  const background = rgbOf(brandColor);
  const foreground =
    contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK;
  const softened = mix(foreground, background, LABEL_MIX);
  const label = contrastRatio(softened, background) >= TEXT_CONTRAST ? softened : foreground;
  return {
    backgroundColor: css(background),
    foregroundColor: css(foreground),
    labelColor: css(label),
  };
}

/** `rgb(r, g, b)` back to its channels: what a test reads out of `pass.json`. */
export function channelsOf(color: string): Rgb {
  const match = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(color);
  if (!match) throw new Error(`not an rgb() colour: ${color}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}
