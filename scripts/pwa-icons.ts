// `npm run pwa:icons`: draws the web app manifest's icons (public/icons/) from the favicon
// (public/favicon.svg), in Debian's Chromium as the browser tests use it. Run it again after the
// logo changes and commit the PNGs: the build copies them as they are.
//   icon-192.png, icon-512.png         the favicon as it is ("any": shown as drawn)
//   maskable-192.png, maskable-512.png  full-bleed background, the mark inside the safe zone (the
//                                      middle circle of 80% that every launcher's mask keeps)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(__dirname, '..', 'public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The favicon's rounded background tile, then its mark. */
const TILE = /^(<svg[^>]*>)(<rect [^>]*rx="14"[^>]*\/>)(.*)(<\/svg>)\s*$/s;
const parts = TILE.exec(favicon);
if (!parts) throw new Error('public/favicon.svg no longer starts with its rounded tile');
const [, open, tile, mark, close] = parts;
const background = /fill="(#[0-9a-f]{6})"/i.exec(tile ?? '')?.[1];
if (!open || !mark || !close || !background) throw new Error('unexpected public/favicon.svg');

// The mark spans 40 of the 64 units; scaled to 80% it is 32 wide, so its corners are
// 32/64 × √2/2 ≈ 35% of the icon from the middle: inside the safe circle's 40%.
const maskable = `${open}<rect width="64" height="64" fill="${background}"/><g transform="translate(32 32) scale(0.8) translate(-32 -32)">${mark}</g>${close}`;

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'maskable-192.png', svg: maskable, size: 192 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
];

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
    for (const { file, svg, size } of icons) {
      await page.setViewportSize({ width: size, height: size });
      const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
      );
      const png = await page.locator('svg').screenshot({ omitBackground: true });
      writeFileSync(path.join(publicDir, 'icons', file), png);
      console.log(`public/icons/${file}: ${size}x${size}, ${(png.length / 1024).toFixed(1)} kB`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
