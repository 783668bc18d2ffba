/** A seeded pseudo-random source: the catalog must be identical on every start and machine. */
export type Random = () => number;

/** FNV-1a over the parts, so each product (or review) gets its own stable stream. */
export function hashSeed(...parts: (number | string)[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    const text = `${part}|`;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for sample data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, list: readonly T[]): T {
  if (list.length === 0) throw new Error('pick() from an empty list');
  return list[Math.floor(random() * list.length)] as T;
}

/** `count` distinct items in their original order. */
export function pickSome<T>(random: Random, list: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  const wanted = Math.min(count, list.length);
  while (chosen.size < wanted) chosen.add(Math.floor(random() * list.length));
  return [...chosen].sort((a, b) => a - b).map((i) => list[i] as T);
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
