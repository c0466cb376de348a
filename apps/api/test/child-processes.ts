import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** The repository's root: children run from there, as `npm run …` would. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export type Child = {
  process: ChildProcess;
  output: () => string;
  /** Resolves with the signal or code the process ended with. */
  exited: Promise<NodeJS.Signals | number | null>;
  kill(signal?: NodeJS.Signals): Promise<NodeJS.Signals | number | null>;
};

/** A TypeScript entry of this repository in a child Node process (through tsx, like the npm scripts). */
export function startTs(entry: string, env: Record<string, string>, args: string[] = []): Child {
  return startChild(process.execPath, ['--import', 'tsx', entry, ...args], env);
}

/** A command line run by bash, as an operator types it (sourcing a settings file, say). */
export function startShell(command: string, env: Record<string, string>): Child {
  return startChild('bash', ['-c', command], env);
}

function startChild(file: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(file, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return {
    process: child,
    output: () => text,
    exited,
    kill: (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until the child's output matches `pattern` (its first group answered), or fails. */
export async function waitForOutput(child: Child, pattern: RegExp, timeoutMs = 30_000): Promise<string> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const match = pattern.exec(child.output());
    if (match) return match[1] ?? match[0];
    if (child.process.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${pattern} from the child:\n${child.output()}`);
}

/** A port free on 127.0.0.1 right now (for a child that prints no address of its own). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx. */
export async function waitUntilUp(url: string, child: Child, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never came up:\n${child.output()}`);
}

/** Polls `probe` until it answers something other than undefined, then answers that. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 120_000,
  intervalMs = 250,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}
