import type { MatchedPartNumber } from '@autoparts/shared';
import type { Catalog } from '../data/catalog';
import type { CategoryNode } from '../data/categories';
import { cached } from '../catalog/cached';
import { NumberIndex } from './number-index';
import { PART_NUMBER_PREFIX_MIN } from './part-numbers';
import { planQuery, type QueryPlan } from './query-plan';
import { scoreReadings } from './reading-scores';
import { productNumbers, productTerms, WORD_FIELD_WEIGHTS } from './search-documents';
import { cleanSearchText, searchTerms } from './search-text';
import { TermIndex } from './term-index';

export interface SearchResult {
  /** How many products were found. */
  readonly count: number;
  /** Positions of the products found, best first (sorted on first use). */
  readonly positions: Uint32Array;
  /** The first `limit` positions, best first, of those `keep` says yes to (no full sort). */
  best(limit: number, keep?: (position: number) => boolean): number[];
  /** The number of a found product the text matched, when it was found by one. */
  numberOf(position: number): MatchedPartNumber | null;
}

export interface SearchOptions {
  /** Products for which this says true rank ahead of equal matches (the shopper's vehicle). */
  prefer?: (position: number) => boolean;
}

/** A number found whole outranks any match of words; found by its beginning, most of them. */
const EXACT_NUMBER_SCORE = 1000;
const NUMBER_PREFIX_SCORE = 100;
/** How far "did you mean" looks for a word: one more edit than the search allows, by length. */
const respellTypos = (term: string) => (term.length < 5 ? 1 : term.length < 8 ? 2 : 3);
/** Shorter words are left as typed: one edit away from them is half the vocabulary. */
const RESPELL_MIN = 3;
/** "Did you mean" offers the words products are named and filed by, not their descriptions'. */
const RESPELL_FIELDS = ['name', 'brand', 'category'];
/** How much a preferred product (one that fits the vehicle) gains over an equal match. */
const PREFER_BOOST = 1.5;

const NOTHING = rankedResult(new Map(), () => null);

/** Positions by score, best first, ties in catalog order. */
function ranked(scores: Map<number, number>): Uint32Array {
  const positions = Uint32Array.from(scores.keys());
  const values = Float64Array.from(scores.values());
  const order = Uint32Array.from(positions.keys()).sort(
    (a, b) => values[b]! - values[a]! || positions[a]! - positions[b]!,
  );
  return order.map((k) => positions[k]!);
}

/** The best `limit` positions `keep` allows, kept sorted while the scores are read once. */
function bestOf(scores: Map<number, number>, limit: number, keep: (position: number) => boolean) {
  const top: [number, number][] = [];
  const worse = (a: [number, number], b: [number, number]) =>
    a[1] < b[1] || (a[1] === b[1] && a[0] > b[0]);
  for (const entry of scores) {
    if (top.length === limit && !worse(top[limit - 1]!, entry)) continue;
    if (!keep(entry[0])) continue;
    let at = top.length;
    while (at > 0 && worse(top[at - 1]!, entry)) at--;
    top.splice(at, 0, entry);
    if (top.length > limit) top.pop();
  }
  return top.map(([position]) => position);
}

function rankedResult(
  scores: Map<number, number>,
  numberOf: SearchResult['numberOf'],
): SearchResult {
  let positions: Uint32Array | null = null;
  return {
    count: scores.size,
    get positions() {
      return (positions ??= ranked(scores));
    },
    best: (limit, keep = () => true) => (limit > 0 ? bestOf(scores, limit, keep) : []),
    numberOf,
  };
}

/**
 * The catalog's search: one engine for the header's suggestions and the list's `filter_q`. The
 * products' words are in a TermIndex (field weights in the issue's order: name, brand, category,
 * attributes, description), their numbers (SKU, part number, OEM, interchange) folded in a
 * NumberIndex; both are built once per loaded catalog and kept with it (catalog.cache).
 */
export class ProductSearch {
  private readonly words: TermIndex<string>;
  private readonly numbers: NumberIndex;
  private readonly categoryWords: TermIndex<string>;

  constructor(private readonly catalog: Catalog) {
    const { products, tree } = catalog;
    this.words = new TermIndex(products.length, WORD_FIELD_WEIGHTS, productTerms(products));
    this.numbers = new NumberIndex(products.length, (d) =>
      productNumbers(products[d]!).flatMap((entry) => entry.forms),
    );
    // Categories by their own names: a department ranks with its part types, not under them.
    this.categoryWords = new TermIndex(tree.nodes.length, { name: 1 }, (d) => ({
      name: searchTerms(tree.nodes[d]!.ref.name),
    }));
  }

  /** The catalog's search, built on first use and kept with the catalog. */
  static of(catalog: Catalog): ProductSearch {
    return cached(catalog, 'product-search', () => new ProductSearch(catalog));
  }

  /** Every product the text finds, best first; none for a text with nothing to search by. */
  search(text: string, { prefer }: SearchOptions = {}): SearchResult {
    const plan = this.plan(text);
    if (plan.readings.length === 0 && plan.number === null) return NOTHING;
    const scores = scoreReadings(this.words, plan.readings);
    const byNumber = new Set<number>();
    if (plan.number !== null) {
      const prefix = plan.number.length >= PART_NUMBER_PREFIX_MIN;
      const { exact, prefixed } = this.numbers.find(plan.number, prefix);
      const add = (d: number, score: number) => {
        if (byNumber.has(d)) return;
        byNumber.add(d);
        scores.set(d, (scores.get(d) ?? 0) + score);
      };
      for (const d of exact) add(d, EXACT_NUMBER_SCORE);
      for (const d of prefixed) add(d, NUMBER_PREFIX_SCORE);
    }
    if (prefer) for (const [d, score] of scores) if (prefer(d)) scores.set(d, score * PREFER_BOOST);
    const typed = plan.number;
    return rankedResult(scores, (position) =>
      typed !== null && byNumber.has(position) ? this.matchedNumber(position, typed) : null,
    );
  }

  /** Categories the text names, best first. */
  categories(text: string): CategoryNode[] {
    const plan = this.plan(text);
    const scores = scoreReadings(this.categoryWords, plan.readings);
    return [...ranked(scores)].map((d) => this.catalog.tree.nodes[d]!);
  }

  /**
   * For a text that finds nothing, what the shopper may have meant: the words respelt as the
   * catalog spells them (when that finds something), and numbers that begin as the typed one.
   */
  didYouMean(text: string, limit = 3): string[] {
    const clean = cleanSearchText(text);
    const plan = this.plan(clean);
    const meant: string[] = [];
    const respelt = this.respelt(clean);
    if (respelt) meant.push(respelt);
    if (plan.number !== null) {
      for (const { form, document } of this.numbers.nearest(
        plan.number,
        PART_NUMBER_PREFIX_MIN,
        limit,
      ))
        meant.push(this.matchedNumber(document, form)?.number ?? form);
    }
    return [...new Set(meant)].slice(0, limit);
  }

  /** The text's words, each unknown one replaced by the nearest known word; null if none helps. */
  private respelt(text: string): string | null {
    const terms = searchTerms(text);
    const respelt = terms.map((term) =>
      this.words.has(term) || term.length < RESPELL_MIN
        ? term
        : this.words.nearest(term, respellTypos(term), RESPELL_FIELDS),
    );
    if (!terms.length || respelt.some((term) => term === null)) return null;
    const candidate = respelt.join(' ');
    if (candidate === terms.join(' ')) return null;
    return this.search(candidate).count ? candidate : null;
  }

  private plan(text: string): QueryPlan {
    return planQuery(cleanSearchText(text), (term) => this.words.has(term));
  }

  /** Which of the product's numbers the typed number is (or begins); the first, when several. */
  private matchedNumber(position: number, typed: string): MatchedPartNumber | null {
    const numbers = productNumbers(this.catalog.products[position]!);
    const entry =
      numbers.find((candidate) => candidate.forms.includes(typed)) ??
      numbers.find((candidate) => candidate.forms.some((form) => form.startsWith(typed)));
    return entry ? { kind: entry.kind, brand: entry.brand, number: entry.number } : null;
  }
}
