import { palettes, theme } from './theme';
import { schemePalette, schemeTheme } from './schemeTheme';

// The gallery draws its forced schemes with schemeTheme (docs/design.md): it must be the product's
// theme, colour for colour and token for token.
describe('schemeTheme', () => {
  it.each(['light', 'dark'] as const)('is the product theme in the %s scheme', (scheme) => {
    const forced = schemeTheme(scheme);
    const product = schemePalette(scheme);
    expect(forced.palette.mode).toBe(scheme);
    for (const key of [
      'primary',
      'secondary',
      'error',
      'warning',
      'info',
      'success',
      'text',
      'background',
      'brand',
      'action',
    ] as const) {
      // The product's palette also carries the channels its CSS variables are made of.
      expect(product[key]).toMatchObject(forced.palette[key]);
    }
    expect(forced.palette.divider).toBe(product.divider);
    expect(forced.typography.h1).toEqual(theme.typography.h1);
    expect(forced.typography.button).toEqual(theme.typography.button);
    expect(forced.shape).toEqual(theme.shape);
    expect(forced.spacing(2)).toBe('16px');
    expect(forced.shadows).toEqual(theme.shadows);
    expect(forced.breakpoints.values).toEqual(theme.breakpoints.values);
  });

  it('reads the palettes of the one theme module', () => {
    expect(schemePalette('light').primary.main).toBe(palettes.light.primary.main);
    expect(schemePalette('dark').background.default).toBe(palettes.dark.background.default);
  });
});
