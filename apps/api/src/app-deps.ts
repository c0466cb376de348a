import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { FaceEngine } from './modules/face-analysis/engine/face-engine';
import type { OrderPayments } from './modules/orders/order-payments.port';
import type { PaymentGateways } from './modules/payment-providers/payment-providers';
import type { TokenService } from './platform/auth/token-service';
import type { DataDirLock } from './platform/data-dir/data-dir-lock';
import type { JobQueue } from './platform/jobs/job-queue';
import type { Mailer } from './platform/mail/mailer';
import type { ObjectStorage } from './platform/storage/object-storage';

/** What every module receives: explicit dependencies, no globals (tests pass their own). */
export type AppDeps = {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  tokens: TokenService;
  storage: ObjectStorage;
  mailer: Mailer;
  jobs: JobQueue;
  /** Face detection and descriptors (a worker-thread pool, started on first use). */
  faces: FaceEngine;
  /** Payment gateways (the sandbox in the embedded mode, DESIGN §9). */
  payments: PaymentGateways;
  /**
   * The payments of an order by its id, for the orders module's studio views (attempts,
   * refund, cancel): the orders module states the port, payments answers it, wired here so
   * that orders never imports payments.
   */
  orderPayments: OrderPayments;
  /** The embedded data folder's lock, held while this process owns it (absent on PostgreSQL). */
  dataDirLock?: DataDirLock;
};
