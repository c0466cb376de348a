import '../supported-node';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { normaliseOrderCode } from '../modules/orders/order-code';
import { findOrderByCode } from '../modules/orders/order-records.service';
import { cancelOrder, refundOrder } from '../modules/payments/refunds/order-refund.service';
import { AppError } from '../platform/errors';
import { runOrExplain } from './cli-errors';
import { openPaymentContext } from './payment-context';

/**
 * `npm run refund -- <order code> [--reason text] [--by name] [--cancel]`: gives a paid
 * order's money back at its provider (docs/decisions/014) until the operators' studio does
 * it. `--cancel` cancels instead: an unpaid order is closed, a paid one voided while the
 * provider has not settled it. Exit 0 refunded or cancelled, 3 refund pending (the provider
 * did not answer: the reconciler finishes it), 1 refused, 2 no provider.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    reason: { type: 'string' },
    by: { type: 'string', default: process.env.USER ?? 'operator' },
    cancel: { type: 'boolean', default: false },
  },
});
const code = positionals[0];
if (!code) {
  console.error('Usage: npm run refund -- <order code> [--reason text] [--by name] [--cancel]');
  process.exit(1);
}
const config = runOrExplain(() => loadConfig());
const context = await openPaymentContext(config);
if (!context) {
  console.error(`The payment provider at ${config.paymentSandboxUrl} does not answer.`);
  process.exit(2);
}
const log = { error: (details: object, message: string) => console.error(message, details) };
let exitCode = 1;
try {
  const order = await findOrderByCode(context.deps.db, normaliseOrderCode(code));
  if (!order) {
    console.error(`No order ${code}.`);
  } else {
    const request = { by: values.by ?? 'operator', reason: values.reason ?? null };
    const act = values.cancel ? cancelOrder : refundOrder;
    const { outcome, order: after } = await act({ ...context.deps, log }, order.id, request);
    console.log(`${after.orderCode}: ${outcome} (order ${after.status})`);
    exitCode = outcome === 'refund_pending' ? 3 : 0;
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(`${code}: ${error.message} (${error.displayCode})`);
} finally {
  await context.close();
}
process.exit(exitCode);
