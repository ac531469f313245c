import {
  channelsOf,
  contrastRatio,
  passColorsOf,
} from '../../../src/services/wallet/apple/pass-colors';

describe('passColorsOf', () => {
  it.each([
    ['#1976D2', 'rgb(255, 255, 255)'],
    ['#000000', 'rgb(255, 255, 255)'],
    ['#7B1FA2', 'rgb(255, 255, 255)'],
    ['#FFEB3B', 'rgb(17, 17, 17)'],
    ['#FFFFFF', 'rgb(17, 17, 17)'],
    ['#4CAF50', 'rgb(17, 17, 17)'],
  ])('draws text on %s in %s, and labels that read on it too', (brand, text) => {
    const colors = passColorsOf(brand);
    expect(colors.foregroundColor).toBe(text);
    const background = channelsOf(colors.backgroundColor);
    expect(colors.backgroundColor).toBe(
      `rgb(${[1, 3, 5].map((i) => parseInt(brand.slice(i, i + 2), 16)).join(', ')})`,
    );
    expect(contrastRatio(channelsOf(colors.labelColor), background)).toBeGreaterThanOrEqual(4.5);
  });

  it('softens labels where the contrast allows it', () => {
    const { foregroundColor, labelColor } = passColorsOf('#000000');
    expect(labelColor).not.toBe(foregroundColor);
  });
});
