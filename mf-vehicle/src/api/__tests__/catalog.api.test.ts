import { fittingPartsOf } from '../catalog.api';

describe('fittingPartsOf', () => {
  it('reads the total and the top categories with parts out of a product list answer', () => {
    const answer = {
      items: [{ id: 1 }],
      total: 42,
      filters: [
        {
          type: 'category',
          slug: 'category',
          value: null,
          items: [
            { slug: 'brakes', name: 'Brakes', count: 30, type: 'child' },
            { slug: 'lights', name: 'Lights', count: 0, type: 'child' },
            { slug: 'engine', name: 'Engine', count: 12, type: 'child' },
          ],
        },
        { type: 'vehicle', slug: 'vehicle', value: 7 },
      ],
    };
    expect(fittingPartsOf(answer)).toEqual({
      total: 42,
      categories: [
        { slug: 'brakes', name: 'Brakes', count: 30 },
        { slug: 'engine', name: 'Engine', count: 12 },
      ],
    });
  });

  it('tolerates a list without a category facet, and rejects what is not a list', () => {
    expect(fittingPartsOf({ total: 0, filters: [] })).toEqual({ total: 0, categories: [] });
    expect(() => fittingPartsOf({ items: [] })).toThrow(expect.objectContaining({ status: 200 }));
  });
});
