import { PGlite } from '@electric-sql/pglite';

const t = Date.now();
const db = new PGlite();
const r = await db.query('select version()');
console.log(r.rows, Date.now() - t);
const t2 = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', dump.size, Date.now() - t2);
const t3 = Date.now();
const db2 = new PGlite({ loadDataDir: dump });
await db2.query('select 1');
console.log('load', Date.now() - t3);
