import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const pgliteVersion = packageVersion(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
const cacheDir = fileURLToPath(new URL('../../../../node_modules/.cache/parley', import.meta.url));
const templateFile = join(cacheDir, `pglite-${pgliteVersion}-initdb.tar`);

/**
 * A fresh PGlite spends 4 to 6 s in initdb. Its result is the same every time, so it is made once
 * (by `npm install`, or by the first fresh database) and every fresh database is restored from it.
 */
export async function pgliteTemplate(): Promise<Blob> {
  if (!existsSync(templateFile)) {
    const blank = await PGlite.create('memory://');
    // Uncompressed: restoring skips the decompression, which costs more than reading the larger file.
    const dump = await blank.dumpDataDir('none');
    await blank.close();
    mkdirSync(cacheDir, { recursive: true });
    // Written aside and renamed, so a concurrent process never reads half a file.
    const partial = `${templateFile}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, templateFile);
  }
  return new Blob([readFileSync(templateFile)]);
}

/** Opens a PGlite database (a directory, or memory when none is given), restoring new ones from the template. */
export async function openPglite(dir?: string): Promise<PGlite> {
  const isNew = !dir || !existsSync(join(dir, 'PG_VERSION'));
  return isNew
    ? PGlite.create(dir ?? 'memory://', { loadDataDir: await pgliteTemplate() })
    : PGlite.create(dir);
}

/** The version in the nearest package.json above `file` (PGlite does not export its package.json). */
function packageVersion(file: string): string {
  const manifest = join(dirname(file), 'package.json');
  if (existsSync(manifest))
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  if (dirname(file) === file) throw new Error('no package.json found above the PGlite module');
  return packageVersion(dirname(file));
}
