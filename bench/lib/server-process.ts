import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Runs a server script in its own process, so the load generator (this process) and the
 * server do not share an event loop; resolves once the script prints `listening <port>`.
 */
export async function startServerProcess(
  script: string,
  env: Record<string, string> = {},
): Promise<{ port: number; stop(): Promise<void> }> {
  const child: ChildProcess = spawn('npx', ['tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /listening (\d+)/.exec(buffer);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
