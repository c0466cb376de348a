import { closeSync, fdatasyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * An append-only JSON-lines file: each entry is one line, written and synced to disk before
 * the caller goes on (a provider must not answer a charge it could forget). Replaying keeps
 * every whole line in order; a torn last line (a crash mid-write) is skipped.
 */
export class Journal<T> {
  private readonly fd: number;

  constructor(readonly file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.fd = openSync(file, 'a+');
    // A line torn by a crash must not swallow the next entry written after it.
    const text = readFileSync(file, 'utf8');
    if (text.length > 0 && !text.endsWith('\n')) writeSync(this.fd, '\n');
  }

  replay(): T[] {
    const text = readFileSync(this.file, 'utf8');
    const entries: T[] = [];
    for (const line of text.split('\n')) {
      if (!line) continue;
      try {
        entries.push(JSON.parse(line) as T);
      } catch {
        // Only the last line can be torn; it was never answered, so dropping it is right.
      }
    }
    return entries;
  }

  write(entry: T): void {
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
    fdatasyncSync(this.fd);
  }

  close(): void {
    closeSync(this.fd);
  }
}
