import { looksLikePartNumber, normalizePartNumber } from './part-numbers';
import { searchTerms } from './search-text';
import { SEARCH_SYNONYMS, synonymIndex } from './synonyms';

/** The longest phrase of the synonym list, in words ("catalytic converter" is 2). */
const LONGEST_PHRASE = 3;
/** Queries of more words than this are not read with two neighbours glued (each is a search). */
const GLUE_TRIES_UP_TO = 5;

// The synonym list as search terms: "spark plugs" is typed, "spark plug" looked up.
const SYNONYMS = synonymIndex(
  SEARCH_SYNONYMS.map((group) => group.map((phrase) => searchTerms(phrase).join(' '))),
);

/** Words that must all match, in any field ("brake pad"). */
export type Phrase = readonly string[];
/** One place of the query: the phrase the shopper typed there first, then its synonyms. */
export type Slot = readonly Phrase[];

function slotsOf(terms: readonly string[]): Slot[] {
  const slots: Slot[] = [];
  for (let k = 0; k < terms.length;) {
    let taken = 1;
    let slot: Slot = [[terms[k]!]];
    for (let length = Math.min(LONGEST_PHRASE, terms.length - k); length >= 1; length--) {
      const phrase = terms.slice(k, k + length);
      const others = SYNONYMS.get(phrase.join(' '));
      if (others) {
        taken = length;
        slot = [phrase, ...others.map((other) => other.split(' '))];
        break;
      }
    }
    slots.push(slot);
    k += taken;
  }
  return slots;
}

export interface QueryPlan {
  /**
   * The ways to read the words, each a list of slots that must all match: as typed, and with two
   * neighbouring words glued where the glued word is known ("alter nator"). Empty when the text
   * holds no word to search by.
   */
  readings: Slot[][];
  /** The text read as one part number (separators dropped), when it reads as one. */
  number: string | null;
}

/**
 * What a search text asks the engine: its words (each matched as typed, by prefix, with typos,
 * or by a synonym), and the whole text as one part number ("ham bh 1945").
 */
export function planQuery(text: string, known: (term: string) => boolean): QueryPlan {
  // A word typed twice asks nothing more than once.
  const terms = [...new Set(searchTerms(text))];
  const readings: Slot[][] = [];
  if (terms.length) {
    readings.push(slotsOf(terms));
    if (terms.length <= GLUE_TRIES_UP_TO) {
      for (let k = 0; k + 1 < terms.length; k++) {
        const glued = terms[k]! + terms[k + 1]!;
        if (known(glued))
          readings.push(slotsOf([...terms.slice(0, k), glued, ...terms.slice(k + 2)]));
      }
    }
  }
  return { readings, number: looksLikePartNumber(text) ? normalizePartNumber(text) : null };
}
