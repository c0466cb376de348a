import { DESCRIPTOR_LENGTH, faceDistanceSquared } from '../src/modules/faces/engine/face-engine';
import { matchChildren, DEFAULT_MATCH_RULE } from '../src/modules/faces/face-matching';
const N = 50_000;
const rnd = () => { const d = new Float32Array(128); for (let i = 0; i < 128; i++) d[i] = (Math.random() - 0.5) * 0.16; return d; };
const near = (d: Float32Array, s: number) => d.map((v) => v + (Math.random() - 0.5) * s);
const hana = rnd();
const desc = new Float32Array(N * 128);
for (let f = 0; f < N; f++) desc.set(f % 250 === 0 ? near(hana, 0.04) : rnd(), f * 128);
const gallery = { size: N, imageItemIds: Int32Array.from({ length: N }, (_, i) => Math.floor(i / 5)), categoryIds: new Int32Array(N), boxes: new Float32Array(N * 4), descriptors: desc };
const refs = [0, 1, 2].map(() => near(hana, 0.02));
const bare = () => { let found = 0; const limit = 0.55 ** 2; for (let face = 0; face < N; face++) { let best = limit; for (const r of refs) best = Math.min(best, faceDistanceSquared(r, desc, face * 128, best)); if (best < limit) found++; } return found; };
const ours = () => matchChildren(gallery, { searched: [{ childId: 1, descriptors: refs }], others: [] }, DEFAULT_MATCH_RULE).size;
for (let round = 0; round < 5; round++) {
  let t = performance.now(); const a = bare(); const tb = performance.now() - t;
  t = performance.now(); const b = ours(); const to = performance.now() - t;
  console.log(`bare ${tb.toFixed(1)}ms (${a})  ours ${to.toFixed(1)}ms (${b})`);
}
