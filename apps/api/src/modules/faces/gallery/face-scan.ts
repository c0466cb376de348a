import { DESCRIPTOR_LENGTH } from '../../face-analysis/engine/face-engine';
import { newMemory, type ScanKernel, scanKernelOn, type WasmMemory } from './face-scan-kernel';

/**
 * Rows of descriptors (a gallery's faces, the rivals' references) in WebAssembly memory, with
 * room after them for the rows searched for and the answer, so the SIMD kernel can filter
 * them (face-scan-kernel.ts). A gallery block is allocated in such a memory from the start
 * (face-gallery-blob.ts): scanning it copies nothing but the few reference rows.
 */
type Scanner = {
  kernel: ScanKernel;
  memory: WasmMemory;
  /** Byte offset of the first row. */
  rowsAt: number;
  /** Byte offset of the scratch area: up to `QUERY_ROWS` query rows, then one int per row. */
  scratchAt: number;
};

/** Query rows the scratch area holds at once; more are scanned in turns. */
const QUERY_ROWS = 64;
const ROW_BYTES = DESCRIPTOR_LENGTH * 4;
const PAGE = 65_536;

/**
 * The kernel sums float32 values; the exact rule sums doubles. Their squared distances differ
 * by well under 1e-5 of their value (128 rounded squares and sums), so a face the exact
 * arithmetic puts under `limit` is always under `limit × (1 + SLACK)` in the kernel's: the
 * filter keeps every face the exact pass would, and the exact pass decides.
 */
const SLACK = 1e-3;

const scanners = new WeakMap<Float32Array, Scanner | null>();

/** Scratch bytes needed after `rows` rows. */
export const scratchBytesFor = (rows: number) => QUERY_ROWS * ROW_BYTES + rows * 4;

/** A memory for `bytes` of data followed by the scratch area for `rows` rows. */
export function scanMemory(bytes: number, rows: number): WasmMemory {
  return newMemory(Math.ceil((bytes + scratchBytesFor(rows)) / PAGE));
}

/** Marks `rows` (a view on `memory`, scratch area at `scratchAt`) as scannable in place. */
export function registerScanRows(rows: Float32Array, memory: WasmMemory, scratchAt: number): void {
  const kernel = scanKernelOn(memory);
  scanners.set(rows, kernel && { kernel, memory, rowsAt: rows.byteOffset, scratchAt });
}

/** The scanner of `rows`, made (one copy into a new memory) for rows that were not allocated for it. */
function scannerOf(rows: Float32Array): Scanner | null {
  const known = scanners.get(rows);
  if (known !== undefined) return known;
  const memory = scanMemory(rows.byteLength, rows.length / DESCRIPTOR_LENGTH);
  new Float32Array(memory.buffer, 0, rows.length).set(rows);
  const kernel = scanKernelOn(memory);
  const scanner = kernel && { kernel, memory, rowsAt: 0, scratchAt: rows.byteLength };
  scanners.set(rows, scanner);
  return scanner;
}

/**
 * Indices (ascending) of the rows of `rows` whose squared distance to at least one row of
 * `queries` may be under `limit`: a superset of those that exactly are. Null when the
 * kernel is unavailable (the caller then checks every row).
 */
export function rowsNear(rows: Float32Array, queries: Float32Array, limit: number): Int32Array | null {
  const scanner = scannerOf(rows);
  if (!scanner) return null;
  const count = rows.length / DESCRIPTOR_LENGTH;
  const queryCount = queries.length / DESCRIPTOR_LENGTH;
  const outAt = scanner.scratchAt + QUERY_ROWS * ROW_BYTES;
  const loose = limit * (1 + SLACK);
  const scanTurn = (from: number) => {
    const turn = Math.min(QUERY_ROWS, queryCount - from);
    new Float32Array(scanner.memory.buffer, scanner.scratchAt, turn * DESCRIPTOR_LENGTH).set(
      queries.subarray(from * DESCRIPTOR_LENGTH, (from + turn) * DESCRIPTOR_LENGTH),
    );
    const found = scanner.kernel(scanner.rowsAt, count, scanner.scratchAt, turn, loose, outAt);
    return new Int32Array(scanner.memory.buffer, outAt, found).slice();
  };
  if (queryCount <= QUERY_ROWS) return scanTurn(0);
  // Many query rows: the turns' answers joined, in row order.
  const near = new Uint8Array(count);
  for (let from = 0; from < queryCount; from += QUERY_ROWS) for (const row of scanTurn(from)) near[row] = 1;
  const out: number[] = [];
  for (let row = 0; row < count; row++) if (near[row]) out.push(row);
  return Int32Array.from(out);
}
