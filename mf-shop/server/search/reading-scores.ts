import type { Phrase, Slot } from './query-plan';
import type { TermIndex } from './term-index';

/** The shopper's own words weigh fully; a synonym a little less, so the exact word ranks first. */
const SYNONYM_WEIGHT = 0.8;

/**
 * One typo in a word of 4 letters, two from 5 ("brkae" is two edits from "brake"); codes none.
 * Asked only when the words as typed find nothing: "brake" must not also find "brass".
 */
export function typosAllowed(term: string): number {
  if (/\p{N}/u.test(term) || term.length < 4) return 0;
  return term.length < 5 ? 1 : 2;
}

/** By document, a match's score; a document not in it is no match. */
export type Scores = Map<number, number>;

/** How one pass scores: with typos or not, and only among these documents (null: all). */
interface Pass {
  index: TermIndex<string>;
  typos: boolean;
  within: Uint8Array | null;
}

function termScores({ index, typos, within }: Pass, term: string): Scores {
  return index.scores(term, { prefix: true, typos: typos ? typosAllowed(term) : 0 }, within);
}

/** The documents of `scores`, as flags a narrower pass keeps to. */
function flagsOf(scores: Scores, size: number): Uint8Array {
  const flags = new Uint8Array(size);
  for (const d of scores.keys()) flags[d] = 1;
  return flags;
}

/**
 * Where every part scores, their sum (or mean: a phrase weighs as one word). Parts are scored
 * one after another, each only among the documents the ones before found, so a rare word makes
 * a common one cheap.
 */
function all(pass: Pass, parts: readonly ((pass: Pass) => Scores)[], mean = false): Scores {
  let total = parts[0]!(pass);
  for (const part of parts.slice(1)) {
    if (total.size === 0) break;
    const scores = part({ ...pass, within: flagsOf(total, pass.index.size) });
    const next: Scores = new Map();
    for (const [d, score] of scores) {
      const sum = total.get(d);
      if (sum !== undefined) next.set(d, sum + score);
    }
    total = next;
  }
  if (mean) for (const [d, sum] of total) total.set(d, sum / parts.length);
  return total;
}

/** The best of `parts`, by document, each scaled by its weight. */
function best(parts: readonly { scores: Scores; weight: number }[]): Scores {
  if (parts.length === 1 && parts[0]!.weight === 1) return parts[0]!.scores;
  const total: Scores = new Map();
  for (const { scores, weight } of parts) {
    for (const [d, score] of scores) {
      const weighted = score * weight;
      if (weighted > (total.get(d) ?? 0)) total.set(d, weighted);
    }
  }
  return total;
}

function phraseScores(pass: Pass, phrase: Phrase): Scores {
  if (phrase.length === 1) return termScores(pass, phrase[0]!);
  // A phrase is its words all found, or written as one word ("spark plug", "sparkplug").
  const words = phrase.map((word) => (narrower: Pass) => termScores(narrower, word));
  return best([
    { scores: all(pass, words, true), weight: 1 },
    { scores: termScores(pass, phrase.join('')), weight: 1 },
  ]);
}

function slotScores(pass: Pass, slot: Slot): Scores {
  return best(
    slot.map((phrase, i) => ({
      scores: phraseScores(pass, phrase),
      weight: i === 0 ? 1 : SYNONYM_WEIGHT,
    })),
  );
}

function readingScores(pass: Pass, readings: readonly Slot[][]): Scores {
  return best(
    readings.map((slots) => ({
      scores: all(
        pass,
        slots.map((slot) => (narrower: Pass) => slotScores(narrower, slot)),
      ),
      weight: 1,
    })),
  );
}

/**
 * By document, how well the words of a query plan match it: each slot must match, and the best
 * reading counts. Typos are allowed only when the words as typed find nothing.
 */
export function scoreReadings(index: TermIndex<string>, readings: readonly Slot[][]): Scores {
  if (readings.length === 0) return new Map();
  const exact = readingScores({ index, typos: false, within: null }, readings);
  return exact.size ? exact : readingScores({ index, typos: true, within: null }, readings);
}
