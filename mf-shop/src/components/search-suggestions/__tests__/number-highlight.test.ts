import { typedPartOf } from '../number-highlight';

describe('the typed part of a part number', () => {
  it.each([
    ['HAM-BH1945', 'ham bh 1945', ['', 'HAM-BH1945', '']],
    ['HAM-BH1945', 'bh19', ['HAM-', 'BH19', '45']],
    ['04465-33450', '0446533', ['', '04465-33', '450']],
    ['A 022 754 26 94', '0227542694', ['A ', '022 754 26 94', '']],
    ['BH-000001', 'ＢＨ０００', ['', 'BH-000', '001']],
  ])('%s with "%s" typed', (number, typed, parts) => {
    expect(typedPartOf(number, typed)).toEqual(parts);
  });

  it('marks nothing when the text is not in the number', () => {
    expect(typedPartOf('HAM-BH1945', 'brake')).toBeNull();
    expect(typedPartOf('HAM-BH1945', ' -- ')).toBeNull();
  });
});
