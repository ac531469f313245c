import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newUploadKey, uploadKeyOf, uploadUrl, type UploadsStorage } from './uploads-storage';

export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Uploads in the local folder `DATA_DIR/uploads/<folder>/<random>.<ext>`: the default. */
export function createLocalUploadsStorage(dataDir: string): UploadsStorage {
  const root = uploadsRoot(dataDir);
  return {
    async save(folder, bytes, type) {
      const key = newUploadKey(folder, type.extension);
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, key), bytes, { mode: 0o644, flag: 'wx' });
      return uploadUrl(key);
    },

    async remove(url) {
      const key = uploadKeyOf(url);
      if (!key) return;
      const file = path.resolve(root, key);
      if (!file.startsWith(root + path.sep)) return;
      await unlink(file).catch(() => undefined);
    },

    async read(url) {
      const key = uploadKeyOf(url);
      if (!key) return undefined;
      const file = path.resolve(root, key);
      if (!file.startsWith(root + path.sep)) return undefined;
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
