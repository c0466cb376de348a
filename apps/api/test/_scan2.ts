const N = 50_000;
const rnd = () => { const d = new Float32Array(128); for (let i = 0; i < 128; i++) d[i] = (Math.random() - 0.5) * 0.16; return d; };
const near = (d: Float32Array, s: number) => d.map((v) => v + (Math.random() - 0.5) * s);
const hana = rnd();
const desc = new Float32Array(N * 128);
for (let f = 0; f < N; f++) desc.set(f % 250 === 0 ? near(hana, 0.04) : rnd(), f * 128);
const refList = [0, 1, 2].map(() => near(hana, 0.02));
const refs = new Float32Array(3 * 128); refList.forEach((r, i) => refs.set(r, i * 128));
const limit = 0.6 ** 2;
function sep() { let found = 0; for (let f = 0; f < N; f++) { const g = f * 128; let best = limit; for (let r = 0; r < 3; r++) { let sum = 0; const o = r * 128; for (let i = 0; i < 128; i += 16) { for (let k = 0; k < 16; k++) { const d = refs[o + i + k]! - desc[g + i + k]!; sum += d * d; } if (sum > best) break; } if (sum < best) best = sum; } if (best < limit) found++; } return found; }
// Joint: each 8-dim chunk of the face read once for all refs still alive.
const partial = new Float64Array(8);
function joint(n: number) { let found = 0; for (let f = 0; f < N; f++) { const g = f * 128; partial.fill(0, 0, n); let alive = n; let aliveMask = (1 << n) - 1; for (let i = 0; i < 128 && alive > 0; i += 8) { const g0 = desc[g+i]!, g1 = desc[g+i+1]!, g2 = desc[g+i+2]!, g3 = desc[g+i+3]!, g4 = desc[g+i+4]!, g5 = desc[g+i+5]!, g6 = desc[g+i+6]!, g7 = desc[g+i+7]!; for (let r = 0; r < n; r++) { if (!(aliveMask & (1 << r))) continue; const o = r * 128 + i; const d0 = refs[o]! - g0, d1 = refs[o+1]! - g1, d2 = refs[o+2]! - g2, d3 = refs[o+3]! - g3, d4 = refs[o+4]! - g4, d5 = refs[o+5]! - g5, d6 = refs[o+6]! - g6, d7 = refs[o+7]! - g7; const s = partial[r]! + d0*d0 + d1*d1 + d2*d2 + d3*d3 + d4*d4 + d5*d5 + d6*d6 + d7*d7; partial[r] = s; if (s > limit) { aliveMask &= ~(1 << r); alive--; } } } if (alive > 0) found++; } return found; }
const A: number[] = [], B: number[] = [];
for (let round = 0; round < 30; round++) {
  let t = performance.now(); const a = sep(); const ta = performance.now() - t;
  t = performance.now(); const b = joint(3); const tb = performance.now() - t;
  A.push(ta); B.push(tb);
}
console.log("min separate", Math.min(...A).toFixed(1), "joint", Math.min(...B).toFixed(1));
