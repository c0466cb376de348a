/**
 * The gallery scan's inner loop as a tiny WebAssembly module with 128-bit SIMD (issue 28):
 * JavaScript compiles the distance loop to scalar double arithmetic; four float32 lanes at a
 * time do the same work in a fraction of the time. It only *filters*: it answers the faces
 * whose float32 squared distance to some reference is under a limit, and the caller decides
 * those few faces again with the exact JavaScript arithmetic, so the decisions stay
 * bit-for-bit those of decision 021 (see face-scan.ts for the slack that makes this safe).
 *
 * The module is assembled here from its instructions (no build step, no binary in the
 * repository). In text form:
 *
 *   (func $scan (param $g $n $r $rc i32) (param $limit f32) (param $out i32) (result i32)
 *     for face in 0..n:                       ;; faces at g, 512 bytes each
 *       for ref in 0..rc:                     ;; references at r, 512 bytes each
 *         acc = 0 (f32x4)
 *         for k in 0, 128, 256, 384:          ;; 32 values a step, 8 vectors
 *           acc += (g[face][k..] - r[ref][k..])² for the 8 vectors
 *           if sum(acc) > limit: next ref     ;; a stranger leaves early
 *         out[count++] = face; next face      ;; one close reference is enough
 *     return count)
 */

const I32 = 0x7f;
const F32 = 0x7d;
const V128 = 0x7b;
const VOID = 0x40;

const uleb = (n: number): number[] => {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n !== 0) byte |= 0x80;
    out.push(byte);
  } while (n !== 0);
  return out;
};
const sleb = (n: number): number[] => {
  const out: number[] = [];
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0)) return [...out, byte];
    out.push(byte | 0x80);
  }
};
const section = (id: number, body: number[]) => [id, ...uleb(body.length), ...body];
const vec = (items: number[][]) => [...uleb(items.length), ...items.flat()];
const name = (s: string) => vec([...Buffer.from(s)].map((b) => [b]));

// Parameters and locals by index.
const [G, N, R, RC, LIMIT, OUT] = [0, 1, 2, 3, 4, 5];
const [FACE, GP, REF, RP, K, COUNT, ACC, D] = [6, 7, 8, 9, 10, 11, 12, 13];

const get = (i: number) => [0x20, ...uleb(i)];
const set = (i: number) => [0x21, ...uleb(i)];
const tee = (i: number) => [0x22, ...uleb(i)];
const i32 = (v: number) => [0x41, ...sleb(v)];
const I32_ADD = [0x6a];
const I32_SHL = [0x74];
const I32_GE_U = [0x4f];
const I32_LT_U = [0x49];
const F32_ADD = [0x92];
const F32_GT = [0x5e];
const I32_STORE = [0x36, 2, 0];
const block = [0x02, VOID];
const loop = [0x03, VOID];
const end = [0x0b];
const br = (depth: number) => [0x0c, depth];
const brIf = (depth: number) => [0x0d, depth];
const simd = (op: number, ...imm: number[]) => [0xfd, ...uleb(op), ...imm];
const v128Load = (offset: number) => simd(0x00, 0, ...uleb(offset));
const V128_ZERO = simd(0x0c, ...new Array(16).fill(0));
const lane = (i: number) => simd(0x1f, i);
const F32X4_ADD = simd(0xe4);
const F32X4_SUB = simd(0xe5);
const F32X4_MUL = simd(0xe6);

/** acc += (face − reference)² over the 8 vectors at byte `k` of both. */
const eightVectors = Array.from({ length: 8 }, (_, v) => [
  ...get(GP),
  ...get(K),
  ...I32_ADD,
  ...v128Load(v * 16),
  ...get(RP),
  ...get(K),
  ...I32_ADD,
  ...v128Load(v * 16),
  ...F32X4_SUB,
  ...tee(D),
  ...get(D),
  ...F32X4_MUL,
  ...get(ACC),
  ...F32X4_ADD,
  ...set(ACC),
]).flat();

const laneSum = [
  ...get(ACC),
  ...lane(0),
  ...get(ACC),
  ...lane(1),
  ...F32_ADD,
  ...get(ACC),
  ...lane(2),
  ...F32_ADD,
  ...get(ACC),
  ...lane(3),
  ...F32_ADD,
];

// Labels, innermost first, where each branch stands: blocks (0) abandon (1) refs (2)
// nextFace (3) faces (4) done (5).
const body = [
  ...block, // $done
  ...loop, // $faces
  ...get(FACE),
  ...get(N),
  ...I32_GE_U,
  ...brIf(1), // → $done
  ...get(G),
  ...get(FACE),
  ...i32(9),
  ...I32_SHL,
  ...I32_ADD,
  ...set(GP),
  ...i32(0),
  ...set(REF),
  ...block, // $nextFace
  ...loop, // $refs
  ...get(REF),
  ...get(RC),
  ...I32_GE_U,
  ...brIf(1), // → $nextFace
  ...get(R),
  ...get(REF),
  ...i32(9),
  ...I32_SHL,
  ...I32_ADD,
  ...set(RP),
  ...V128_ZERO,
  ...set(ACC),
  ...i32(0),
  ...set(K),
  ...block, // $abandon
  ...loop, // $blocks
  ...eightVectors,
  ...get(K),
  ...i32(128),
  ...I32_ADD,
  ...set(K),
  ...laneSum,
  ...get(LIMIT),
  ...F32_GT,
  ...brIf(1), // → $abandon: this reference is too far
  ...get(K),
  ...i32(512),
  ...I32_LT_U,
  ...brIf(0), // → $blocks
  ...end,
  // Every value summed and still under the limit: the face is a candidate.
  ...get(OUT),
  ...get(COUNT),
  ...i32(2),
  ...I32_SHL,
  ...I32_ADD,
  ...get(FACE),
  ...I32_STORE,
  ...get(COUNT),
  ...i32(1),
  ...I32_ADD,
  ...set(COUNT),
  ...br(2), // → $nextFace
  ...end, // $abandon
  ...get(REF),
  ...i32(1),
  ...I32_ADD,
  ...set(REF),
  ...br(0), // → $refs
  ...end, // $refs
  ...end, // $nextFace
  ...get(FACE),
  ...i32(1),
  ...I32_ADD,
  ...set(FACE),
  ...br(0), // → $faces
  ...end, // $faces
  ...end, // $done
  ...get(COUNT),
  ...end,
];

const locals = vec([
  [6, I32],
  [2, V128],
]);
const code = [...locals, ...body];

const moduleBytes = new Uint8Array([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
  ...section(1, vec([[0x60, ...vec([[I32], [I32], [I32], [I32], [F32], [I32]]), ...vec([[I32]])]])),
  ...section(2, vec([[...name('env'), ...name('memory'), 0x02, 0x00, 0x00]])),
  ...section(3, vec([[0]])),
  ...section(7, vec([[...name('scan'), 0x00, 0]])),
  ...section(10, vec([[...uleb(code.length), ...code]])),
]);

export type ScanKernel = (
  gallery: number,
  faces: number,
  references: number,
  referenceCount: number,
  limit: number,
  out: number,
) => number;

// Node runs WebAssembly; the API's TypeScript settings (no DOM library) do not declare it,
// so the few calls used are typed here.
export type WasmMemory = { readonly buffer: ArrayBuffer };
type Wasm = {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number }) => WasmMemory;
};
const wasm = (globalThis as unknown as { WebAssembly?: Wasm }).WebAssembly;

/** The compiled module, or null where WebAssembly SIMD is missing (the scan then stays in JavaScript). */
const scanModule = wasm?.validate(moduleBytes) ? new wasm.Module(moduleBytes) : null;

/** A zeroed memory of `pages` × 64 KiB (plain bytes where WebAssembly is missing). */
export function newMemory(pages: number): WasmMemory {
  return wasm ? new wasm.Memory({ initial: pages }) : { buffer: new ArrayBuffer(pages * 65_536) };
}

/** The kernel working on one memory (a gallery's block). */
export function scanKernelOn(memory: WasmMemory): ScanKernel | null {
  if (!scanModule || !wasm) return null;
  const instance = new wasm.Instance(scanModule, { env: { memory } });
  return instance.exports.scan as ScanKernel;
}
