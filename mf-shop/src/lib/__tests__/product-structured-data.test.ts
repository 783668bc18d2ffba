import { makeDetailedProduct } from '../../testing/products';
import { productStructuredData } from '../product-structured-data';

const AT = {
  url: 'https://shop.example/shop/products/pads',
  images: ['https://shop.example/a.svg', 'https://shop.example/b.svg'],
};

it("is schema.org's Product with its brand, price in dollars and stock", () => {
  const data = productStructuredData(makeDetailedProduct({ stock: 'in-stock', price: 39.5 }), AT);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Brandix Ceramic Brake Pads',
    image: AT.images,
    sku: 'BP-000007',
    brand: { '@type': 'Brand', name: 'Brandix' },
    offers: {
      '@type': 'Offer',
      url: AT.url,
      price: '39.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
  });
});

it.each([
  ['out-of-stock', 'https://schema.org/OutOfStock'],
  ['on-backorder', 'https://schema.org/BackOrder'],
] as const)('a product %s is offered as %s', (stock, availability) => {
  const data = productStructuredData(makeDetailedProduct({ stock }), AT);
  expect(data.offers).toMatchObject({ availability });
});

it('has a rating only once someone has reviewed the product', () => {
  const reviewed = productStructuredData(makeDetailedProduct({ rating: 4.2, reviews: 9 }), AT);
  expect(reviewed.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4.2,
    reviewCount: 9,
    bestRating: 5,
    worstRating: 1,
  });
  const unreviewed = productStructuredData(makeDetailedProduct({ rating: 0, reviews: 0 }), AT);
  expect(unreviewed).not.toHaveProperty('aggregateRating');
});
