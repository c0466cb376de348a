import os from 'node:os';
import path from 'node:path';
import type { CurrencyIsoCode } from '@omoide/contract';
import { z } from 'zod';
import {
  type PaymentConfig,
  paymentConfigFrom,
  paymentEnvShape,
  productionPaymentProblem,
} from './config-payments';
import { productionSecretProblems } from './config-secrets';
import { booleanFromText } from './config-text';
import { type TrustProxy, trustProxyFromText } from './config-trust-proxy';

/**
 * Environment → typed configuration. Every default is the embedded mode of DESIGN §4, so
 * `npm start` on a fresh machine needs no variable at all. The README's configuration table
 * lists these names; keep the two in step.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // The demo (published passwords) is for the embedded trial: off in production unless asked for.
  SEED_DEMO: booleanFromText.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: trustProxyFromText.default(false),
  /** Hosts (comma-separated) that shared buyer links may point to, besides PUBLIC_URL's own. */
  ALLOWED_LINK_HOSTS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(/[\s,]+/)
        .map((host) => host.toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((host) => /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host)), {
      message: 'host names only, comma-separated (photos.example.jp), not URLs',
    }),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Omoide <no-reply@omoide.test>'),
  SUPPORT_EMAIL: z.string().email().default('support@omoide.test'),
  OPERATOR_API_KEY: z.string().min(24).optional(),
  APP_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().default(''),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** A job `running` this long belongs to a dead worker and is handed out again. */
  JOB_STALE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  FACE_INDEXING: booleanFromText.default(true),
  FACE_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  FACE_MATCH_THRESHOLD: z.coerce.number().min(0.2).max(1.2).default(0.55),
  /** Quiet time after an event's last indexed photo before "new photos" mails go out. */
  PHOTO_ALERT_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // PAYMENT_PROVIDER_*, the sandbox and the payment times: config-payments.ts.
  ...paymentEnvShape,
  DOWNLOAD_DAYS: z.coerce.number().int().min(1).max(3650).default(60),
  // The most a support operator may refund or cancel in the studio, per currency in its major
  // unit; owners and staff have no limit. The non-yen defaults are about 10,000 yen.
  SUPPORT_REFUND_LIMIT_JPY: z.coerce.number().int().min(0).default(10_000),
  SUPPORT_REFUND_LIMIT_TWD: z.coerce.number().int().min(0).default(2_000),
  SUPPORT_REFUND_LIMIT_USD: z.coerce.number().int().min(0).default(70),
  SUPPORT_REFUND_LIMIT_VND: z.coerce.number().int().min(0).default(1_700_000),
  MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(100),
});

/** The whole configuration; the payment settings (`PaymentConfig`) are config-payments.ts's. */
export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; absent means the embedded PGlite database in `<dataDir>/db`. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Demo organisation, owner and member (published passwords): development, or SEED_DEMO=true. */
  seedDemo: boolean;
  /** `/api/docs` and `/api/openapi.json`: served outside production only (docs/decisions/023). */
  apiDocs: boolean;
  logLevel: string;
  /** Absent in embedded mode: a secret is generated once and kept in `<dataDir>/jwt-secret`. */
  jwtSecret: string | undefined;
  /**
   * The published address (PUBLIC_URL), when configured. Absent, every address handed to a
   * browser is same-origin or taken from the request (platform/http/site-origin.ts).
   */
  publicUrl: string | undefined;
  /** This machine's own address (`http://localhost:$PORT`): the start-up banner, and the last resort of a job's mail. */
  localUrl: string;
  /** The built web app served on the same port; absent or missing means API only. */
  webDistDir: string;
  /** Proxies whose X-Forwarded-For is believed: a hop count or their addresses (decision 024). */
  trustProxy: TrustProxy;
  /**
   * Hosts that shared buyer links (system constants such as `uri.home`) may point to: the
   * PUBLIC_URL's host and ALLOWED_LINK_HOSTS, lower-cased (docs/security.md).
   */
  allowedLinkHosts: string[];
  /** SMTP server for real mail; absent means the outbox table shown at /dev/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where inquiries from the contact form go. */
  supportEmail: string;
  /** Key of the operator calls (e.g. minting bridge hashes); absent disables them. */
  operatorApiKey: string | undefined;
  /** all: API + background workers (embedded); api or worker for scaled deployments. */
  role: 'all' | 'api' | 'worker';
  /** Multiplies every attempt limit (end-to-end runs sign in many times from one address). */
  rateLimitScale: number;
  /** Photos processed at once by this process's workers; default one per core. */
  workerConcurrency: number;
  /** After this a `running` job is taken to belong to a dead process (JOB_STALE_AFTER_SECONDS). */
  jobStaleAfterMs: number;
  faces: {
    /** Index every processed photo's faces (off: uploads skip face search; registration still works). */
    indexing: boolean;
    /** Worker threads of the face engine (each holds the models, ~200 MB); default one per core. */
    workers: number;
    /** Largest descriptor distance that counts as the same person (docs/decisions/005). */
    matchThreshold: number;
    /** Seconds an event's indexing must be quiet before its "new photos" mails (a batch, once). */
    alertDelaySeconds: number;
  };
  /** Days after a purchase that its downloads stay available, unless the event sets a date. */
  downloadDays: number;
  /** The most a support operator may refund in the studio, per currency (major unit, decision 014). */
  supportRefundLimits: Record<CurrencyIsoCode, number>;
  /** Start-up refuses a data folder whose disk has less free space (0: no check). */
  minFreeDiskMb: number;
  /** S3-compatible storage for photos; absent means `<dataDir>/storage`. */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        prefix: string;
      }
    | undefined;
} & PaymentConfig;

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production (32+ characters)');
  }
  const weakSecrets = e.NODE_ENV === 'production' ? productionSecretProblems(e) : [];
  if (weakSecrets.length > 0) throw new ConfigError(`Invalid configuration:\n${weakSecrets.join('\n')}`);
  const paymentProblem = productionPaymentProblem(e);
  if (paymentProblem) throw new ConfigError(`Invalid configuration:\n${paymentProblem}`);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    apiDocs: e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    jwtSecret: e.JWT_SECRET,
    publicUrl: e.PUBLIC_URL,
    localUrl: `http://localhost:${e.PORT}`,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    allowedLinkHosts: [
      ...new Set([...(e.PUBLIC_URL ? [new URL(e.PUBLIC_URL).hostname] : []), ...e.ALLOWED_LINK_HOSTS]),
    ],
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    operatorApiKey: e.OPERATOR_API_KEY,
    role: e.APP_ROLE,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    workerConcurrency: e.WORKER_CONCURRENCY ?? os.availableParallelism(),
    jobStaleAfterMs: e.JOB_STALE_AFTER_SECONDS * 1000,
    faces: {
      indexing: e.FACE_INDEXING,
      workers: e.FACE_WORKERS ?? os.availableParallelism(),
      matchThreshold: e.FACE_MATCH_THRESHOLD,
      alertDelaySeconds: e.PHOTO_ALERT_DELAY_SECONDS,
    },
    ...paymentConfigFrom(e, repoRoot),
    downloadDays: e.DOWNLOAD_DAYS,
    supportRefundLimits: {
      JPY: e.SUPPORT_REFUND_LIMIT_JPY,
      TWD: e.SUPPORT_REFUND_LIMIT_TWD,
      USD: e.SUPPORT_REFUND_LIMIT_USD,
      VND: e.SUPPORT_REFUND_LIMIT_VND,
    },
    minFreeDiskMb: e.MIN_FREE_DISK_MB,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          prefix: e.S3_PREFIX,
        }
      : undefined,
  };
}
