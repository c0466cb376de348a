import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Runs a server script in its own process, so the load generator (this process) and the
 * server do not share an event loop; resolves once the script prints `listening <port>`.
 */
export async function startServerProcess(
  script: string,
  env: Record<string, string> = {},
): Promise<{ port: number; pid: number; stop(): Promise<void> }> {
  // node itself (not npx) so that `pid` is the server's, for reading its memory figures.
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags(), '--import', 'tsx', script], {
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
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Extra Node flags for server processes, e.g. BENCH_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/p' to profile. */
function serverNodeFlags(): string[] {
  return (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
}

/** Peak resident memory of a process so far (Linux VmHWM), in MiB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** CPU time a process has used so far (user + system, Linux /proc), in seconds. */
export function cpuSeconds(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat, after the parenthesised command name.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = 100; // USER_HZ, 100 on every Linux build Node supports
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** The whole machine's CPU time so far (/proc/stat): busy and total, in seconds of all cores. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const values = ticks.map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are the idle part.
  const total = values.slice(0, 8).reduce((sum, v) => sum + v, 0);
  const idle = values[3]! + values[4]!;
  return { busy: (total - idle) / 100, total: total / 100 };
}
