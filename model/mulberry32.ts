/**
 * A tiny seeded pseudo-random generator (Mulberry32, public domain): same seed, same sequence.
 * Returns a function with Math.random's contract, a float in [0, 1), for tests and reproducible demos.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
