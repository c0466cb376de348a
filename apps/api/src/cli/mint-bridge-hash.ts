import '../supported-node';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { resolveOperatorKey } from '../platform/auth/token-service';
import { liveOwner } from '../platform/data-dir/data-dir-lock';

/**
 * `npm run bridge-hash -- demo@omoide.test [--from partner-app]`: asks a running Omoide for a
 * one-time bridge hash for a member, as a partner app's back end would, and prints the
 * `/bridge` URL that signs the member in.
 */
const { values, positionals } = parseArgs({
  options: { from: { type: 'string' }, url: { type: 'string' }, key: { type: 'string' } },
  allowPositionals: true,
});
const email = positionals[0];
if (!email) {
  console.error('usage: npm run bridge-hash -- <member e-mail> [--from APP] [--url URL] [--key KEY]');
  process.exit(2);
}
const config = loadConfig();
// The server that owns DATA_DIR wrote its address into the folder's lock (any PORT).
const baseUrl = values.url ?? liveOwner(config.dataDir)?.address ?? `http://localhost:${config.port}`;
const res = await fetch(`${baseUrl}/api/admin/bridge_hash`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-operator-key': values.key ?? config.operatorApiKey ?? resolveOperatorKey(config.dataDir),
  },
  body: JSON.stringify({ email, app_from: values.from ?? 'cli' }),
});
if (!res.ok) {
  console.error(`HTTP ${res.status}: ${await res.text()}`);
  process.exit(1);
}
const answer = (await res.json()) as { url: string; expires_t: number };
console.log(answer.url);
console.log(`valid until ${new Date(answer.expires_t * 1000).toISOString()}`);
