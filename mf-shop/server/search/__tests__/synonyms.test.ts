import { SEARCH_SYNONYMS, synonymIndex } from '../synonyms';

describe('the search synonyms', () => {
  const index = synonymIndex();

  it('lead from each word to the others of its group, both ways', () => {
    expect(index.get('disc')).toEqual(expect.arrayContaining(['rotor', 'disk']));
    expect(index.get('rotor')).toEqual(expect.arrayContaining(['disc', 'disk']));
    expect(index.get('silencer')).toEqual(['muffler']);
    expect(index.get('tyre')).toEqual(['tire']);
    expect(index.get('sparkplug')).toEqual(['spark plug']);
  });

  it('never list a word as its own synonym, and know nothing of other words', () => {
    for (const [word, others] of index) expect(others).not.toContain(word);
    expect(index.get('caliper')).toBeUndefined();
  });

  it('are lower-case data with no word in two groups', () => {
    const words = SEARCH_SYNONYMS.flat();
    expect(words.every((word) => word === word.toLowerCase().trim())).toBe(true);
    expect(new Set(words).size).toBe(words.length);
  });

  it('merge groups that share a word rather than lose one', () => {
    const merged = synonymIndex([
      ['a', 'b'],
      ['b', 'c'],
    ]);
    expect(merged.get('b')).toEqual(['a', 'c']);
  });
});
