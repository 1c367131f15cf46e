import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { fromPglite, PgBoss } from 'pg-boss';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const cacheDir = fileURLToPath(new URL('../../../../node_modules/.cache/parley', import.meta.url));

/**
 * A fresh PGlite spends 4 to 6 s in initdb, and a second more in our migrations and the job queue's
 * tables. The result is the same every time for one version of PGlite and pg-boss and one set of
 * migrations, so it is made once (by `npm install`, or by the first fresh database) and every fresh
 * database starts as a copy of it: a directory for databases on disk, a tar for those in memory.
 */
function templateName(): string {
  const version = (module: string) => packageVersion(fileURLToPath(import.meta.resolve(module)));
  const migrations = createHash('sha256').update(version('pg-boss'));
  for (const file of readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    migrations.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return `pglite-${version('@electric-sql/pglite')}-${migrations.digest('hex').slice(0, 12)}`;
}

/** The PostgreSQL extensions our migrations create (contact search uses trigram indexes). */
const extensions: PGliteOptions['extensions'] = { pg_trgm };

/** Makes the template when it is missing, and forgets those of earlier versions or migrations. */
export async function preparePgliteTemplate(): Promise<{ dir: string; tar: string }> {
  const name = templateName();
  const template = { dir: join(cacheDir, name), tar: join(cacheDir, `${name}.tar`) };
  if (existsSync(template.dir) && existsSync(template.tar)) return template;

  mkdirSync(cacheDir, { recursive: true });
  const blank = await PGlite.create('memory://', { extensions });
  await migrate(drizzle(blank), { migrationsFolder });
  const queue = new PgBoss({ db: fromPglite(blank), backend: 'pglite', supervise: false, schedule: false });
  await queue.start();
  await queue.stop({ graceful: false });
  // Uncompressed: restoring skips the decompression, which costs more than reading the larger file.
  const dump = await blank.dumpDataDir('none');
  await blank.close();

  // Written aside and renamed, so a concurrent process never reads half a template.
  const partial = `${template.dir}.${process.pid}`;
  const restored = await PGlite.create(partial, { extensions, loadDataDir: dump });
  await restored.close();
  writeFileSync(`${partial}.tar`, Buffer.from(await dump.arrayBuffer()));
  try {
    renameSync(partial, template.dir);
    renameSync(`${partial}.tar`, template.tar);
  } catch {
    // Another process finished the same template first; its copy is as good as ours.
    rmSync(partial, { recursive: true, force: true });
    rmSync(`${partial}.tar`, { force: true });
  }
  for (const entry of readdirSync(cacheDir)) {
    if (entry.startsWith('pglite-') && !entry.startsWith(name)) {
      rmSync(join(cacheDir, entry), { recursive: true, force: true });
    }
  }
  return template;
}

/** Opens a PGlite database (a directory, or memory when none is given), starting new ones from the template. */
export async function openPglite(dir?: string): Promise<PGlite> {
  if (!dir) {
    const { tar } = await preparePgliteTemplate();
    return PGlite.create('memory://', { extensions, loadDataDir: new Blob([readFileSync(tar)]) });
  }
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    cpSync((await preparePgliteTemplate()).dir, dir, { recursive: true });
  }
  return PGlite.create(dir, { extensions });
}

/** The version in the nearest package.json above `file` (PGlite does not export its package.json). */
function packageVersion(file: string): string {
  const manifest = join(dirname(file), 'package.json');
  if (existsSync(manifest))
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  if (dirname(file) === file) throw new Error('no package.json found above the PGlite module');
  return packageVersion(dirname(file));
}
