import SearchableMap from 'minisearch/SearchableMap';

/** How a typed term may reach the index's terms beyond itself. */
export interface TermReach {
  /** Also the terms it begins ("alter" finds "alternator"). */
  prefix: boolean;
  /** Also the terms this many edits away (0: none). */
  typos: number;
}

// MiniSearch's own weights for a prefix and a fuzzy match against an exact one (1), scaled by
// how much of the term was typed, as it scales them.
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/**
 * A term in several fields weighs as its heaviest field plus this share of the others: a
 * radiator named and filed under Radiators outranks a radiator fan that only names it.
 */
const OTHER_FIELDS_SHARE = 0.3;
/** A prefix shorter than this reaches too many terms to mean one. */
const PREFIX_MIN = 3;

/**
 * An inverted index of documents' terms by field, sized for a catalog of 100,000 products: the
 * vocabulary (a few thousand distinct words) lives in MiniSearch's radix tree, which answers
 * exact, prefix and Levenshtein lookups; each term's postings (documents and the fields it is in)
 * live in typed arrays. A term scores `weight of its fields x its IDF x how it matched`.
 */
export class TermIndex<Field extends string> {
  private readonly vocabulary = new SearchableMap<number>();
  private readonly fields: readonly Field[];
  private readonly start: Uint32Array;
  private readonly documents: Uint32Array;
  private readonly fieldMasks: Uint8Array;
  private readonly idf: Float32Array;
  /** By term, a bit for each field it is in somewhere. */
  private readonly termFields: Uint8Array;
  /** By a field mask, the weight of its heaviest field. */
  private readonly maskWeight = new Float32Array(256);

  /**
   * `termsOf(d)` gives document d's terms by field, already made terms (search-text.ts);
   * `weights` the fields' weights, at most 8 fields.
   */
  constructor(
    readonly size: number,
    weights: Record<Field, number>,
    termsOf: (document: number) => Record<Field, readonly string[]>,
  ) {
    const fields = Object.keys(weights) as Field[];
    this.fields = fields;
    if (fields.length > 8) throw new Error('A term index takes at most 8 fields');
    for (let mask = 1; mask < 256; mask++) {
      const inFields = fields.filter((_, f) => mask & (1 << f)).map((field) => weights[field]);
      const heaviest = Math.max(...inFields);
      const rest = inFields.reduce((sum, weight) => sum + weight, 0) - heaviest;
      this.maskWeight[mask] = heaviest + OTHER_FIELDS_SHARE * rest;
    }
    const postings: number[][] = [];
    const masks: number[][] = [];
    // Terms get their ids from a plain Map while documents are read (millions of lookups), and
    // go into the radix tree once each.
    const ids = new Map<string, number>();
    const seen = new Map<number, number>();
    for (let d = 0; d < size; d++) {
      const terms = termsOf(d);
      seen.clear();
      fields.forEach((field, f) => {
        for (const term of terms[field]) {
          let id = ids.get(term);
          if (id === undefined) {
            id = postings.length;
            ids.set(term, id);
            postings.push([]);
            masks.push([]);
          }
          seen.set(id, (seen.get(id) ?? 0) | (1 << f));
        }
      });
      for (const [id, mask] of seen) {
        postings[id]!.push(d);
        masks[id]!.push(mask);
      }
    }
    for (const [term, id] of ids) this.vocabulary.set(term, id);
    // Compressed rows: term t's postings are documents[start[t] .. start[t + 1]).
    this.start = new Uint32Array(postings.length + 1);
    postings.forEach((list, t) => (this.start[t + 1] = this.start[t]! + list.length));
    this.documents = new Uint32Array(this.start[postings.length]!);
    this.fieldMasks = new Uint8Array(this.documents.length);
    this.idf = new Float32Array(postings.length);
    this.termFields = new Uint8Array(postings.length);
    postings.forEach((list, t) => {
      for (const mask of masks[t]!) this.termFields[t]! |= mask;
      this.documents.set(list, this.start[t]);
      this.fieldMasks.set(masks[t]!, this.start[t]);
      // BM25's inverse document frequency: a rare term says more than a common one.
      this.idf[t] = Math.log(1 + (size - list.length + 0.5) / (list.length + 0.5));
    });
  }

  /** Whether the term is in some document. */
  has(term: string): boolean {
    return this.vocabulary.has(term);
  }

  /**
   * The term of the given fields nearest a typed one, up to `typos` edits away: the fewest
   * edits, then the most documents ("brkaes" is "brake"); null when none is that near.
   */
  nearest(term: string, typos: number, fields: readonly Field[]): string | null {
    const wanted = fields.reduce((mask, field) => mask | (1 << this.fields.indexOf(field)), 0);
    let best: { term: string; distance: number; documents: number } | null = null;
    for (const [near, [t, distance]] of this.vocabulary.fuzzyGet(term, typos)) {
      if ((this.termFields[t]! & wanted) === 0) continue;
      const documents = this.start[t + 1]! - this.start[t]!;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && documents > best.documents)
      )
        best = { term: near, distance, documents };
    }
    return best?.term ?? null;
  }

  /** The index's terms a typed term reaches, with how well (1 for itself). */
  reach(term: string, { prefix, typos }: TermReach): Map<number, number> {
    const reached = new Map<number, number>();
    const exact = this.vocabulary.get(term);
    if (exact !== undefined) reached.set(exact, 1);
    if (prefix && term.length >= PREFIX_MIN) {
      for (const [longer, id] of this.vocabulary.atPrefix(term)) {
        const distance = longer.length - term.length;
        if (distance > 0)
          reached.set(id, (PREFIX_WEIGHT * longer.length) / (longer.length + 0.3 * distance));
      }
    }
    if (typos > 0) {
      for (const [near, [id, distance]] of this.vocabulary.fuzzyGet(term, typos)) {
        const weight = (FUZZY_WEIGHT * near.length) / (near.length + distance);
        if (distance > 0 && weight > (reached.get(id) ?? 0)) reached.set(id, weight);
      }
    }
    return reached;
  }

  /**
   * By document, how well a typed term matches it: its best reached term; absent where none
   * does. With `within`, only the documents flagged there are scored.
   */
  scores(term: string, reach: TermReach, within: Uint8Array | null = null): Map<number, number> {
    const scores = new Map<number, number>();
    for (const [t, weight] of this.reach(term, reach)) {
      const termWeight = weight * this.idf[t]!;
      for (let k = this.start[t]!, end = this.start[t + 1]!; k < end; k++) {
        const d = this.documents[k]!;
        if (within !== null && within[d] !== 1) continue;
        const score = termWeight * this.maskWeight[this.fieldMasks[k]!]!;
        if (score > (scores.get(d) ?? 0)) scores.set(d, score);
      }
    }
    return scores;
  }
}
