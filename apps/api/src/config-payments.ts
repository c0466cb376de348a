import path from 'node:path';
import { z } from 'zod';
import { booleanFromText } from './config-text';

/**
 * The payment settings: which provider serves each family, where the sandbox is, and the
 * times the checkout, the reconciler and the order sweep go by (docs/operations.md
 * "Payment providers"). Part of config.ts's environment and of its `Config`, kept apart so
 * the payment settings read in one place.
 */
export const paymentEnvShape = {
  // Which provider serves each payment family (the provider registry's names; docs/operations.md).
  PAYMENT_PROVIDER_CARD: z.string().trim().min(1).default('sandbox'),
  PAYMENT_PROVIDER_WALLET: z.string().trim().min(1).default('sandbox'),
  PAYMENT_PROVIDER_CVS: z.string().trim().min(1).default('sandbox'),
  PAYMENT_PROVIDER_DCC: z.string().trim().min(1).default('sandbox'),
  PAYMENT_SANDBOX_URL: z.string().url().optional(),
  // Production refuses the sandbox's test shops unless this says so explicitly (a staging run).
  ALLOW_SANDBOX_PAYMENTS: booleanFromText.default(false),
  PAYMENT_SANDBOX_DATA_DIR: z.string().optional(),
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Not below 10: a buyer still on the 3-D Secure page must not see the order given up.
  ORDER_PAYMENT_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(10)
    .max(7 * 24 * 60)
    .default(60),
};

export type PaymentConfig = {
  /**
   * The provider of each payment family by its registry name (`PAYMENT_PROVIDER_*`, default
   * `sandbox`); an unknown name is refused when the providers are made, at start-up
   * (modules/payment-providers/provider-registry.ts).
   */
  paymentProviders: { card: string; wallet: string; cvs: string; dcc: string };
  /** Where this server calls the card gateway sandbox (server to server); browsers use `/sandbox` on our own origin. */
  paymentSandboxUrl: string;
  /**
   * The sandbox is mounted in this process (no PAYMENT_SANDBOX_URL); else it is a process of
   * its own and this one forwards the browser's `/sandbox/*` to it (sandbox-proxy.ts).
   */
  paymentSandboxEmbedded: boolean;
  /** Production with the sandbox's test shops, on purpose (ALLOW_SANDBOX_PAYMENTS=true). */
  allowSandboxPayments: boolean;
  /**
   * The sandbox's ledger and shop keys (docs/decisions/007): the embedded sandbox keeps them
   * here, and an API calling a sandbox process reads the shop's keys from here. Absent in
   * tests: the sandbox then lives in memory.
   */
  paymentSandboxDataDir: string | undefined;
  /** A gateway call that takes longer is an unknown outcome (the order is being confirmed). */
  paymentGatewayTimeoutMs: number;
  /** How old an unanswered payment attempt must be before the reconciler asks the provider. */
  paymentReconcileAfterSeconds: number;
  /** An order still unpaid this long after it was placed is resolved by the order sweep. */
  orderPaymentTimeoutMinutes: number;
};

const paymentEnv = z.object(paymentEnvShape);
type PaymentEnv = z.infer<typeof paymentEnv> & { NODE_ENV: string; PORT: number; DATA_DIR: string };

/**
 * The payment sandbox's shops are test shops that take no real money (the only provider
 * built so far). Production must not sell through them by accident: when any payment family
 * is served by the sandbox it starts only when ALLOW_SANDBOX_PAYMENTS=true says it is meant
 * (a staging run); and as production mounts no embedded sandbox, it then needs
 * PAYMENT_SANDBOX_URL (`npm run sandbox`). The problem as the configuration error's line, or null.
 */
export function productionPaymentProblem(e: PaymentEnv): string | null {
  if (e.NODE_ENV !== 'production') return null;
  const families = [
    e.PAYMENT_PROVIDER_CARD,
    e.PAYMENT_PROVIDER_WALLET,
    e.PAYMENT_PROVIDER_CVS,
    e.PAYMENT_PROVIDER_DCC,
  ];
  if (!families.includes('sandbox')) return null;
  if (!e.ALLOW_SANDBOX_PAYMENTS) {
    return (
      '  payments: production would take payments through the payment sandbox ' +
      '(test shops, no real money; no real provider is configured). Set ALLOW_SANDBOX_PAYMENTS=true ' +
      'to run it on purpose (staging).'
    );
  }
  if (!e.PAYMENT_SANDBOX_URL) {
    return (
      '  PAYMENT_SANDBOX_URL: required in production with ALLOW_SANDBOX_PAYMENTS ' +
      '(production mounts no embedded sandbox; run `npm run sandbox`)'
    );
  }
  return null;
}

/** The payment part of `Config`; relative folders are taken from the repository's root. */
export function paymentConfigFrom(e: PaymentEnv, repoRoot: string): PaymentConfig {
  return {
    paymentProviders: {
      card: e.PAYMENT_PROVIDER_CARD,
      wallet: e.PAYMENT_PROVIDER_WALLET,
      cvs: e.PAYMENT_PROVIDER_CVS,
      dcc: e.PAYMENT_PROVIDER_DCC,
    },
    paymentSandboxUrl: e.PAYMENT_SANDBOX_URL ?? `http://127.0.0.1:${e.PORT}/sandbox`,
    paymentSandboxEmbedded: !e.PAYMENT_SANDBOX_URL,
    allowSandboxPayments: e.ALLOW_SANDBOX_PAYMENTS,
    paymentSandboxDataDir: e.PAYMENT_SANDBOX_DATA_DIR
      ? path.resolve(repoRoot, e.PAYMENT_SANDBOX_DATA_DIR)
      : e.NODE_ENV === 'test'
        ? undefined
        : path.resolve(repoRoot, e.DATA_DIR, 'sandbox'),
    paymentGatewayTimeoutMs: e.PAYMENT_GATEWAY_TIMEOUT_MS,
    paymentReconcileAfterSeconds: e.PAYMENT_RECONCILE_AFTER_SECONDS,
    orderPaymentTimeoutMinutes: e.ORDER_PAYMENT_TIMEOUT_MINUTES,
  };
}
