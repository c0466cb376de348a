// `npm run bench -- NAME`: runs bench/NAME/index.ts; its last line of output is one JSON object
// with `bench`, the raw figures and `ratio` (ours over a baseline measured in the same run).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const available = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(here, d.name, 'index.ts')))
  .map((d) => d.name);
const name = process.argv[2];
if (!name || !available.includes(name)) {
  console.error(`usage: npm run bench -- <name>\navailable: ${available.join(', ')}`);
  process.exit(2);
}
const result = spawnSync('npx', ['tsx', path.join(here, name, 'index.ts'), ...process.argv.slice(3)], {
  stdio: 'inherit',
  cwd: path.resolve(here, '..'),
});
process.exit(result.status ?? 1);
