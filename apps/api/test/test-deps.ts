import path from 'node:path';
import type { AppDeps } from '../src/app-deps';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { LazyFaceEngine } from '../src/modules/face-analysis/engine/lazy-engine';
import type { PaymentGateways } from '../src/modules/payment-providers/payment-providers';
import { createOrderPayments } from '../src/modules/payments/order-payments';
import { TokenService } from '../src/platform/auth/token-service';
import { JobQueue } from '../src/platform/jobs/job-queue';
import { createMailer } from '../src/platform/mail/mailer';
import { LocalStorage } from '../src/platform/storage/local-storage';

/** The test app's signing secret: a test may sign with another clock (an expired token). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';

/**
 * The app's dependencies as a test app has them, on `handle`, keeping files in `dataDir`.
 * Face indexing is a per-test choice (it loads the models): off unless `env` asks for it.
 * The job queue retries at once (no back-off to wait out); the rest is as in production.
 */
export function testDeps(
  handle: DatabaseHandle,
  dataDir: string,
  payments: PaymentGateways,
  env: Record<string, string> = {},
): AppDeps {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    FACE_INDEXING: 'false',
    ...env,
  });
  const tokens = new TokenService(TEST_JWT_SECRET);
  const mailer = createMailer({ from: config.mailFrom, db: handle.db });
  return {
    config,
    database: handle,
    db: handle.db,
    tokens,
    storage: new LocalStorage(path.join(dataDir, 'storage')),
    mailer,
    jobs: new JobQueue(handle, { error: () => {}, warn: () => {}, info: () => {} }, { retryDelaySeconds: 0 }),
    faces: new LazyFaceEngine(config.faces.workers),
    payments,
    orderPayments: createOrderPayments({ db: handle.db, mailer, payments, tokens, config }),
  };
}
