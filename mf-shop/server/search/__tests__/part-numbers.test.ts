import { looksLikePartNumber, normalizePartNumber } from '../part-numbers';

describe('part numbers are compared as parts people write them', () => {
  it.each([
    ['HAM-BH1945', 'hambh1945'],
    ['ham bh 1945', 'hambh1945'],
    ['HAMBH1945', 'hambh1945'],
    ['1K0 698 151', '1k0698151'],
    ['34.11.6.767.145', '34116767145'],
    ['45022/S9A/E50', '45022s9ae50'],
    ['  a_004 420 25 20 ', 'a0044202520'],
    ['ＢＨ１９４５', 'bh1945'], // full-width letters and digits, as some keyboards send them
  ])('%s -> %s', (typed, normalized) => {
    expect(normalizePartNumber(typed)).toBe(normalized);
  });

  it('keeps nothing of punctuation, and bounds nothing a caller must bound itself', () => {
    expect(normalizePartNumber('--- // ...')).toBe('');
    expect(normalizePartNumber("'; drop table shop.products; --")).toBe('droptableshopproducts');
  });

  it('reads a query as a number when it has a digit and four characters or more', () => {
    expect(looksLikePartNumber('BH-1945')).toBe(true);
    expect(looksLikePartNumber('04465-33450')).toBe(true);
    expect(looksLikePartNumber('bh1')).toBe(false);
    expect(looksLikePartNumber('brake hose')).toBe(false);
  });
});
