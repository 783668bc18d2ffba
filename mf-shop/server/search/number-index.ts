/**
 * The products' numbers in their folded forms (part-numbers.ts), sorted: a typed number is found
 * whole by a binary search, and by prefix as the run of forms that begin with it. 100,000
 * products carry about 700,000 forms; kept as one sorted array and typed postings they take a
 * tenth of what a tree of them would.
 */
export class NumberIndex {
  private readonly forms: string[];
  private readonly start: Uint32Array;
  private readonly documents: Uint32Array;

  /** `formsOf(d)` gives document d's number forms. */
  constructor(size: number, formsOf: (document: number) => readonly string[]) {
    const byForm = new Map<string, number[]>();
    for (let d = 0; d < size; d++) {
      for (const form of formsOf(d)) {
        const list = byForm.get(form);
        if (!list) byForm.set(form, [d]);
        else if (list[list.length - 1] !== d) list.push(d);
      }
    }
    this.forms = [...byForm.keys()].sort();
    this.start = new Uint32Array(this.forms.length + 1);
    this.forms.forEach(
      (form, f) => (this.start[f + 1] = this.start[f]! + byForm.get(form)!.length),
    );
    this.documents = new Uint32Array(this.start[this.forms.length]!);
    this.forms.forEach((form, f) => this.documents.set(byForm.get(form)!, this.start[f]));
  }

  /**
   * Documents with a form equal to `typed` (exact) or beginning with it, at most `limit` forms
   * looked through for the prefix (a 4-character prefix of a common maker's numbers is many).
   */
  find(typed: string, prefix: boolean, limit = 2000): { exact: number[]; prefixed: number[] } {
    const exact: number[] = [];
    const prefixed: number[] = [];
    let f = this.lowerBound(typed);
    if (this.forms[f] === typed) {
      exact.push(...this.documentsOf(f));
      f++;
    }
    if (prefix) {
      for (let seen = 0; f < this.forms.length && seen < limit; f++, seen++) {
        if (!this.forms[f]!.startsWith(typed)) break;
        prefixed.push(...this.documentsOf(f));
      }
    }
    return { exact, prefixed };
  }

  /**
   * For a number that is not in the index, the forms that share its longest known beginning
   * (down to `shortest` characters), at most `limit`, each with a document that has it.
   */
  nearest(typed: string, shortest: number, limit: number): { form: string; document: number }[] {
    for (let length = typed.length - 1; length >= shortest; length--) {
      const beginning = typed.slice(0, length);
      const near: { form: string; document: number }[] = [];
      for (let f = this.lowerBound(beginning); f < this.forms.length && near.length < limit; f++) {
        if (!this.forms[f]!.startsWith(beginning)) break;
        near.push({ form: this.forms[f]!, document: this.documents[this.start[f]!]! });
      }
      if (near.length) return near;
    }
    return [];
  }

  private documentsOf(f: number): Uint32Array {
    return this.documents.subarray(this.start[f], this.start[f + 1]);
  }

  private lowerBound(typed: string): number {
    let low = 0;
    let high = this.forms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.forms[middle]! < typed) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
