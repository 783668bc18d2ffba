/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { productList } from '../../catalog/product-lists';
import { countVisitorReviews, createCatalog } from '../catalog';
import { averageRating, sampleRatings } from '../reviews';

function catalogWithProduct() {
  const catalog = createCatalog({ size: 50 });
  const product = catalog.products.find((p) => p.reviews > 0 && p.rating < 4)!;
  return { catalog, product, samples: { reviews: product.reviews, rating: product.rating } };
}
const figures = ({ reviews, rating }: { reviews: number; rating: number }) => ({ reviews, rating });

describe("the catalog's review figures", () => {
  it('count visitors’ reviews into the product’s count, rating and rating filter', () => {
    const { catalog, product, samples } = catalogWithProduct();
    countVisitorReviews(catalog, product.id, { count: 3, starSum: 15 });

    expect(product.reviews).toBe(samples.reviews + 3);
    const stars = sampleRatings(product.id, samples.reviews);
    expect(product.rating).toBe(averageRating([...stars, 5, 5, 5]));
    expect(catalog.index.rating[product.id - 1]).toBe(Math.round(product.rating));
  });

  it('ignore an older tally: visitors’ reviews are never removed', () => {
    const { catalog, product } = catalogWithProduct();
    countVisitorReviews(catalog, product.id, { count: 3, starSum: 15 });
    const counted = figures(product);
    countVisitorReviews(catalog, product.id, { count: 2, starSum: 2 });
    expect(figures(product)).toEqual(counted);
  });

  it('keep the rating-ordered lists in step', () => {
    const { catalog, product } = catalogWithProduct();
    const topRated = () => productList(catalog, 'top-rated', 50, null).map((p) => p.id);
    expect(topRated()[0]).not.toBe(product.id);
    countVisitorReviews(catalog, product.id, { count: 500, starSum: 2500 });
    expect(topRated()[0]).toBe(product.id);
  });
});
