import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Public URL path under which `DATA_DIR/uploads` is served (plugins/uploads.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * Local-folder storage for uploaded files, `DATA_DIR/uploads/<folder>/<random>.<ext>`. Names are
 * random and never reused, so a URL always means the same bytes and can be cached forever.
 */
export function createUploadsStorage(dataDir: string) {
  const root = uploadsRoot(dataDir);
  return {
    /** Writes the file and answers its public URL path, e.g. `/uploads/avatars/3f...9a.png`. */
    async save(folder: string, bytes: Buffer, extension: string): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, name), bytes, { mode: 0o644, flag: 'wx' });
      return `${UPLOADS_URL_PREFIX}${folder}/${name}`;
    },

    /** Removes a file saved here before; URLs of anything else are left alone. */
    async remove(url: string | null): Promise<void> {
      if (!url?.startsWith(UPLOADS_URL_PREFIX)) return;
      const file = path.resolve(root, url.slice(UPLOADS_URL_PREFIX.length));
      if (!file.startsWith(root + path.sep)) return;
      await unlink(file).catch(() => undefined);
    },
  };
}

export type UploadsStorage = ReturnType<typeof createUploadsStorage>;
