import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const t0 = Date.now();
const c = await PGlite.create('memory://');
const t1 = Date.now();
await migrate(drizzle(c), { migrationsFolder: '/work/main/apps/server/src/db/migrations' });
const t2 = Date.now();
const dump = await c.dumpDataDir('none');
const t3 = Date.now();
const c2 = await PGlite.create('memory://', { loadDataDir: dump });
const t4 = Date.now();
const c3 = await c.clone();
const t5 = Date.now();
console.log({
  create: t1 - t0,
  migrate: t2 - t1,
  dump: t3 - t2,
  dumpSize: dump.size,
  load: t4 - t3,
  clone: t5 - t4,
});
console.log(
  (await c2.query('select count(*) from users')).rows,
  (await c3.query('select count(*) from users')).rows,
);
