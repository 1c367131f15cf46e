import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

let t = performance.now();
const lap = (l: string) => {
  console.log(l, Math.round(performance.now() - t));
  t = performance.now();
};
const a = await PGlite.create('memory://');
lap('memory create');
const dump = await a.dumpDataDir('gzip');
lap(`dump ${dump.size}`);
const b = await PGlite.create({ loadDataDir: dump });
lap('create from dump');
await migrate(drizzle(b), { migrationsFolder: 'apps/server/src/db/migrations' });
lap('migrate fresh');
await migrate(drizzle(b), { migrationsFolder: 'apps/server/src/db/migrations' });
lap('migrate again');
const c = await PGlite.create('/tmp/pp/pglite');
lap('open existing dir');
await migrate(drizzle(c), { migrationsFolder: 'apps/server/src/db/migrations' });
lap('migrate existing');
await c.query('select 1');
lap('q');
