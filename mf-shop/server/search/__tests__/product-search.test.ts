import { createCatalog } from '../../data/catalog';
import { ProductSearch } from '../product-search';
import { planQuery } from '../query-plan';

const catalog = createCatalog();
const search = ProductSearch.of(catalog);
const names = (text: string, count = 3) =>
  [...search.search(text).positions.slice(0, count)].map((i) => catalog.products[i]!.name);
const total = (text: string) => search.search(text).positions.length;

describe('the query plan', () => {
  const known = (term: string) => ['alternator'].includes(term);

  it('reads each word as a slot, a synonym phrase as one slot with its others', () => {
    expect(planQuery('spark plugs ngk', known).readings).toEqual([
      [[['spark', 'plug'], ['sparkplug']], [['ngk']]],
    ]);
  });

  it('adds a reading with two neighbours glued when the glued word is known', () => {
    expect(planQuery('alter nator', known).readings).toEqual([
      [[['alter']], [['nator']]],
      [[['alternator'], ['generator'], ['dynamo']]],
    ]);
  });

  it('reads a text with a digit and four characters as a number too', () => {
    expect(planQuery('HAM-BH 1945', known).number).toBe('hambh1945');
    expect(planQuery('brake', known).number).toBeNull();
    expect(planQuery('!!!', known)).toEqual({ readings: [], number: null });
  });
});

describe('product search', () => {
  it('allows typos only when the words as typed find nothing', () => {
    expect(names('brake', 50).every((name) => /brake/i.test(name))).toBe(true);
    expect(names('brkae hose').every((name) => /Brake Hose/.test(name))).toBe(true);
  });

  it('finds glued words and short codes typed without their dash', () => {
    expect(names('brakehose').every((name) => /Brake Hose/.test(name))).toBe(true);
    expect(names('5w30 motor oil').every((name) => /5W-30 Motor Oil/.test(name))).toBe(true);
  });

  it('finds brand, category and attribute words, not only the name', () => {
    expect(total('stainless')).toBeGreaterThan(total('stainless brake hose'));
    expect(names('rear brake hose').every((name) => /Rear Brake Hose/.test(name))).toBe(true);
    expect(total('filters')).toBeGreaterThan(total('oil filter'));
  });

  it('puts a number found whole before numbers it only begins', () => {
    const target = catalog.products.find((p) => p.partNumber.length > 6)!;
    const found = search.search(target.partNumber);
    expect(found.positions[0]).toBe(target.id - 1);
    expect(found.numberOf(target.id - 1)).toEqual({
      kind: 'partNumber',
      brand: null,
      number: target.partNumber,
    });
  });

  it('ranks the preferred products (the fitting ones) ahead of equal matches', () => {
    const plain = search.search('brake pad').positions;
    const last = plain[plain.length - 1]!;
    const preferred = search.search('brake pad', { prefer: (i) => i === last }).positions;
    expect(preferred[0]).toBe(last);
    expect(preferred.length).toBe(plain.length);
  });

  it('finds nothing, without failing, for text with nothing to search by', () => {
    for (const text of ['', '   ', '!!!', 'b', "'; drop table --", 'x'.repeat(5000), 'مرحبا'])
      expect(total(text)).toBe(0);
  });

  it('finds categories by name, with typos and synonyms', () => {
    const categories = (text: string) => search.categories(text).map((node) => node.ref.slug);
    expect(categories('brake').slice(0, 2)).toEqual(['brakes', 'brake-pads']);
    expect(categories('tyres')).toContain('tires');
    expect(categories('radiatr')).toContain('radiators');
  });
});
