import path from 'node:path';
import Fastify from 'fastify';
import { gatewaySandbox } from './index';

/**
 * The sandbox as a process of its own (`npm run sandbox`), as a real provider is: it keeps
 * running, and remembering, when the API crashes. Its ledger and shop keys live in
 * SANDBOX_DATA_DIR; an API pointed at it (PAYMENT_SANDBOX_URL) reads the shop keys from
 * there (PAYMENT_SANDBOX_DATA_DIR).
 */
const env = process.env;
const dataDir = path.resolve(env.SANDBOX_DATA_DIR ?? 'data/sandbox');
const port = Number(env.SANDBOX_PORT ?? 3200);
const host = env.SANDBOX_HOST ?? '127.0.0.1';
const slowAnswerMs = env.SANDBOX_SLOW_ANSWER_MS ? Number(env.SANDBOX_SLOW_ANSWER_MS) : undefined;

const app = Fastify({ logger: env.SANDBOX_LOG === 'true' });
await app.register(gatewaySandbox, { dataDir, slowAnswerMs });
const address = await app.listen({ port, host });
// One line a parent process (the fault harness) reads to know where to call.
console.log(`gateway sandbox listening at ${address}/sandbox (data: ${dataDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
