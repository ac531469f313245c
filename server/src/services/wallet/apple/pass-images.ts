import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadsStorage } from '../../../infrastructure/storage/uploads-storage';

/**
 * The images of a pass, at the sizes Apple's pass design guide gives: the icon (29 points, shown
 * in notifications and Mail) and the logo (at most 160 × 50 points, top left of the pass), each at
 * 1x, 2x and 3x.
 */
const ICON_POINTS = 29;
const LOGO_POINTS = { width: 160, height: 50 };
const SCALES = [1, 2, 3] as const;

/** The app's own icon, for a store without a logo: the PWA's (public/icons). */
const APP_ICON = path.join('icons', 'icon-512.png');
// Both server/src and server/dist sit two levels below the repository root, as config.ts says;
// this file is four below them.
const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..', '..', '..');

/** Rendered sets kept per logo URL: an upload's URL always means the same bytes. */
const CACHE_SIZE = 200;

export type PassImages = Record<string, Buffer>;

function fileName(base: string, scale: number): string {
  return scale === 1 ? `${base}.png` : `${base}@${scale}x.png`;
}

async function render(source: Buffer): Promise<PassImages> {
  const images: PassImages = {};
  for (const scale of SCALES) {
    const side = ICON_POINTS * scale;
    images[fileName('icon', scale)] = await sharp(source)
      .resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    images[fileName('logo', scale)] = await sharp(source)
      .resize(LOGO_POINTS.width * scale, LOGO_POINTS.height * scale, {
        fit: 'inside',
        withoutEnlargement: false,
      })
      .png()
      .toBuffer();
  }
  return images;
}

/**
 * The icon and logo files of a store's passes: its logo when it has one (read from the uploads,
 * wherever they are kept), else the app's icon. The built SPA carries the icon in STATIC_DIR; a
 * server run from the repository finds it in `public/`.
 */
export function createPassImages(options: { uploads: UploadsStorage; staticDir: string }) {
  const rendered = new Map<string, Promise<PassImages>>();

  async function appIcon(): Promise<Buffer> {
    const built = path.join(options.staticDir, APP_ICON);
    return readFile(existsSync(built) ? built : path.join(REPOSITORY_ROOT, 'public', APP_ICON));
  }

  function cached(key: string, make: () => Promise<PassImages>): Promise<PassImages> {
    const hit = rendered.get(key);
    if (hit) return hit;
    const made = make();
    // A failure (the bucket did not answer) is not kept: the next pass tries again.
    made.catch(() => rendered.delete(key));
    if (rendered.size >= CACHE_SIZE) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, made);
    return made;
  }

  return {
    /** `icon.png`, `icon@2x.png`, ..., `logo@3x.png` for a store with this logo (or none). */
    async of(logoUrl: string | null): Promise<PassImages> {
      if (logoUrl) {
        const logo = await cached(logoUrl, async () => {
          const bytes = await options.uploads.read(logoUrl);
          if (!bytes) throw new MissingLogo();
          return render(bytes);
        }).catch((error: unknown) => {
          if (error instanceof MissingLogo) return undefined;
          throw error;
        });
        if (logo) return logo;
      }
      return cached('', async () => render(await appIcon()));
    },
  };
}

/** A logo whose file is gone: the pass shows the app's icon instead. */
class MissingLogo extends Error {
  override name = 'MissingLogo';
}
