import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../shared/paths';
import { theme } from '../theme/theme';

// The web app manifest is JSON, so it cannot read the theme: this keeps them in step
// (docs/architecture.md, "The service worker").
const publicDir = path.resolve(__dirname, '..', '..', 'public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.json'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

const pngSize = (file: string) => {
  const png = readFileSync(file);
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
};

describe('the web app manifest', () => {
  it('installs QRewards as an app that opens at the dashboard', () => {
    expect(manifest.short_name).toBe('QRewards');
    expect(manifest.start_url).toBe(paths.dashboard());
    expect(manifest.display).toBe('standalone');
  });

  it('takes its colours from the theme', () => {
    // The light scheme's: the theme's default palette.
    expect(theme.palette.mode).toBe('light');
    expect(manifest.theme_color).toBe(theme.palette.primary.main);
    expect(manifest.background_color).toBe(theme.palette.background.default);
  });

  it('lists icons of 192 and 512 px, plain and maskable, each of the size it claims', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const file = path.join(publicDir, icon.src);
      expect(existsSync(file)).toBe(true);
      if (icon.type === 'image/png') expect(pngSize(file)).toBe(icon.sizes);
    }
  });
});
