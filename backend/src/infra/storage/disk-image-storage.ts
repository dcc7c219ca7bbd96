import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { ImageStorage } from './image-storage';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Keeps images under DATA_DIR/uploads, which the app serves at /uploads. */
export class DiskImageStorage extends ImageStorage {
  constructor(readonly root: string) {
    super();
  }

  private pathFor(name: string): string {
    const path = normalize(join(this.root, name));
    if (!path.startsWith(this.root + sep)) throw new Error(`Unsafe image name: ${name}`);
    return path;
  }

  async save(name: string, bytes: Buffer): Promise<string> {
    const path = this.pathFor(name);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    return UPLOADS_URL_PREFIX + name;
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
    await rm(this.pathFor(url.slice(UPLOADS_URL_PREFIX.length)), { force: true });
  }
}
