import '../supported-node';
import { loadConfig } from '../config';
import { checkLedger } from '../modules/payments/reconciler/ledger-check';
import { reconcilePayments } from '../modules/payments/reconciler/payment-reconciler';
import { openPaymentContext } from './payment-context';

/**
 * `npm run reconcile [-- --settle]`: the ledger check of docs/decisions/007. Every captured
 * charge of the card provider must map to exactly one paid order and every paid order to
 * exactly one capture; it prints both sides and exits 1 otherwise. `--settle` first runs the
 * reconciler once (open attempts asked by merchant reference, captures without a paid order
 * given back), as the recurring job does.
 *
 * The embedded database (PGlite) is one process's: run this with the server stopped; the
 * embedded sandbox is then opened here from its journal. With PostgreSQL and a sandbox of
 * its own (`npm run sandbox`, PAYMENT_SANDBOX_URL), it runs beside live servers.
 */
const config = loadConfig();
const settleFirst = process.argv.includes('--settle');

const context = await openPaymentContext(config);
if (!context) {
  console.error(`The card gateway at ${config.paymentSandboxUrl} does not answer.`);
  process.exit(2);
}
const { db, payments } = context.deps;
let exitCode = 1;
try {
  if (settleFirst) {
    const log = {
      info: () => {},
      warn: (details: object, message: string) => console.warn(message, details),
      error: (details: object, message: string) => console.error(message, details),
    };
    const report = await reconcilePayments(
      { ...context.deps, log },
      { minAgeMs: config.paymentReconcileAfterSeconds * 1000 },
    );
    console.log(`reconciled: ${JSON.stringify(report)}`);
  }
  const ledger = await checkLedger(db, [
    payments.card,
    ...(payments.wallet ? [payments.wallet] : []),
    ...(payments.cvs ? [payments.cvs] : []),
  ]);
  console.log(`captured charges: ${ledger.captured}`);
  console.log(`paid orders:      ${ledger.paidOrders}`);
  console.log(`given back:       ${ledger.givenBack}`);
  console.log(`refunded orders:  ${ledger.refundedOrders}`);
  for (const problem of ledger.problems) console.log(`PROBLEM ${problem}`);
  console.log(ledger.ok ? 'ledger OK' : `ledger NOT OK (${ledger.problems.length} problems)`);
  exitCode = ledger.ok ? 0 : 1;
} catch (error) {
  // No answer from the provider (or the database) is no verdict: neither OK nor NOT OK.
  console.error(`ledger check could not run: ${error instanceof Error ? error.message : error}`);
  exitCode = 2;
} finally {
  await context.close();
}
process.exit(exitCode);
