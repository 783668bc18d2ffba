import { cleanSearchText, MAX_SEARCH_LENGTH, searchTerm, searchTerms } from '../search-text';

describe('search text', () => {
  it('folds what a visitor pastes into plain text the engine can read', () => {
    expect(cleanSearchText('  ＢＲＡＫＥ\u200B   pad\u0007 ')).toBe('BRAKE pad');
    expect(cleanSearchText('\uD800brake\uDFFF')).toBe('brake');
    expect(cleanSearchText('x'.repeat(1000))).toHaveLength(MAX_SEARCH_LENGTH);
    expect(cleanSearchText('\u202Eesoh ekarb')).toBe('esoh ekarb');
  });

  it('makes words terms: lower case, a plural s dropped, codes whole, stop words out', () => {
    expect(searchTerms('Brake Pads for the Camry')).toEqual(['brake', 'pad', 'camry']);
    expect(searchTerms('Glass Hoses 5W-30 BH1945s')).toEqual([
      'glass',
      'hose',
      '5w',
      '30',
      'bh1945s',
    ]);
    expect(searchTerm('and')).toBeNull();
    expect(searchTerm('bus')).toBe('bus');
  });

  it('reads letters of every script as words, punctuation as boundaries', () => {
    expect(searchTerms("фары; 'drop' -- table*")).toEqual(['фары', 'drop', 'table']);
    expect(searchTerms('مكابح')).toEqual(['مكابح']);
    expect(searchTerms('.*+?^${}()|[]\\')).toEqual([]);
  });
});
