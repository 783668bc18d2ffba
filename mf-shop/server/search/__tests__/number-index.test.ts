import { NumberIndex } from '../number-index';
import { numberForms } from '../search-documents';

const FORMS = [
  numberForms('HAM-BH1945'),
  numberForms('04465-33450'),
  [...numberForms('04465-33460'), ...numberForms('BH-000003')],
];
const index = new NumberIndex(FORMS.length, (d) => FORMS[d]!);

describe('number index', () => {
  it('knows a number by its folded whole and by its tails after separators', () => {
    expect(numberForms('HAM-BH1945')).toEqual(['hambh1945', 'bh1945']);
    expect(numberForms('A 022 754 26 94')).toEqual(['a0227542694', '0227542694', '7542694']);
    expect(numberForms('--')).toEqual([]);
  });

  it('finds a number whole, and by its beginning only when asked', () => {
    expect(index.find('bh1945', false)).toEqual({ exact: [0], prefixed: [] });
    expect(index.find('0446533', true)).toEqual({ exact: [], prefixed: [1, 2] });
    expect(index.find('0446533', false)).toEqual({ exact: [], prefixed: [] });
    expect(index.find('zzzz', true)).toEqual({ exact: [], prefixed: [] });
  });

  it('looks through at most `limit` forms for a prefix', () => {
    expect(index.find('0446', true, 1).prefixed).toEqual([1]);
  });
});
