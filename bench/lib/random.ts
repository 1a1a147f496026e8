// A small seeded generator (mulberry32), so the same data set gives the same text and the same
// fixtures in every run.

export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An entry of a list ranked by use: `skew` 1 is uniform, higher favours the head of the list. */
export function pickRanked<T>(random: Random, values: readonly T[], skew = 1): T {
  const value = values[Math.floor(values.length * random() ** skew)];
  if (value === undefined) throw new Error("cannot pick from an empty list");
  return value;
}

/** The list in a seeded random order (Fisher-Yates). */
export function shuffled<T>(random: Random, values: readonly T[]): T[] {
  const result = [...values];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
