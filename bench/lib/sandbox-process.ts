import { type Child, startTs, waitForOutput } from '../../apps/api/test/child-processes';

/**
 * The payment sandbox as a process of its own (`npm run sandbox`, decision 026), as
 * production has its provider on another machine: its ledger journal's fsyncs then block
 * its own event loop, not the API's. An API reaches it with `PAYMENT_SANDBOX_URL` (the
 * answered `/sandbox` base) and reads the shops' keys from `PAYMENT_SANDBOX_DATA_DIR` (the
 * same `dataDir`). Resolves once it listens.
 */
export async function startSandboxProcess(
  port: number,
  dataDir: string,
  timeoutMs = 120_000,
): Promise<{ child: Child; url: string }> {
  const child = startTs('apps/gateway-sandbox/src/server.ts', {
    SANDBOX_PORT: String(port),
    SANDBOX_DATA_DIR: dataDir,
  });
  try {
    return { child, url: await waitForOutput(child, /listening at (\S+)/, timeoutMs) };
  } catch (error) {
    await child.kill();
    throw error;
  }
}
