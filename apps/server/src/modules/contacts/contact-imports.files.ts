import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Uploaded spreadsheets on local disk: received, then their rows staged until the import has finished. */
export interface ImportFiles {
  /** A new path to receive an upload at, before it is known whether it will be kept. */
  scratchPath(): Promise<string>;
  /** Where a kept file goes, by a name Parley chose (never the client's). */
  path(name: string): string;
  remove(name: string): Promise<void>;
  /** The files, kept or received, last written before `time`, by the names `remove` takes. */
  writtenBefore(time: Date): Promise<string[]>;
}

export function createImportFiles(root: string): ImportFiles {
  const incoming = 'incoming';
  const path = (name: string) => join(root, name);
  const filesIn = async (dir: string) =>
    (await readdir(path(dir), { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => join(dir, entry.name));
  return {
    async scratchPath() {
      await mkdir(path(incoming), { recursive: true });
      return path(join(incoming, randomUUID()));
    },
    path,
    remove: (name) => rm(path(name), { force: true }),
    async writtenBefore(time) {
      const names = [...(await filesIn('')), ...(await filesIn(incoming))];
      const written = await Promise.all(
        names.map((name) =>
          stat(path(name)).then(
            (file) => file.mtime,
            () => time,
          ),
        ),
      );
      return names.filter((_, index) => (written[index] ?? time) < time);
    },
  };
}
