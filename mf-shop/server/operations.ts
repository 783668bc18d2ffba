import { requireVehicle } from './data/vehicles';
import type { ApiOperation } from '@autoparts/service-kit';
import { productListQuery } from './catalog/list-query';
import type { Catalog } from './data/catalog';
import { seededOrders } from './data/orders';
import { listLimitQuery } from './handlers/products';
import { reviewsQuery } from './handlers/reviews';
import {
  categoryListQuery,
  depthQuery,
  newReviewBody,
  slugBody,
  suggestionsQuery,
} from './handlers/schemas';
import { newOrderBody, orderListQuery, trackOrderBody } from './orders/order-schemas';

const billingAddress = {
  firstName: 'Sam',
  lastName: 'Driver',
  company: 'Driver Ltd',
  country: 'GB',
  address1: '1 High Street',
  address2: 'Unit 4',
  city: 'Leeds',
  state: 'West Yorkshire',
  postcode: 'LS1 1AA',
  email: 'sam@example.com',
  phone: '+44 113 496 0000',
};

/**
 * Every endpoint of the shop slice over `catalog` (the one its handlers serve, so the sample
 * slugs and ids exist), for the robustness fuzz. Valid bodies and queries fill every field the
 * schema has, so that a case changing one field leaves the rest as a real client sends them.
 */
export function shopOperations(catalog: Catalog): ApiOperation[] {
  // An in-stock part with an option, so a valid order goes all the way to pricing its line.
  const product = catalog.products.find((p) => p.stock === 'in-stock' && p.options.length > 0)!;
  const { slug } = product;
  const option = product.options[0]!;
  const options = [{ name: option.name, value: option.values[0]!.name }];
  const vehicle = requireVehicle(2019, 'Honda', 'Civic', '2.0L L4 DOHC');
  const category = catalog.tree.roots[0]!.ref.slug;
  // The seeded customer's first order: the fuzz signs in as that customer.
  const order = seededOrders(catalog)[0]!;
  return [
    {
      method: 'GET',
      path: '/api/shop/products',
      query: {
        schema: productListQuery,
        valid: {
          page: '1',
          limit: '16',
          sort: 'name_asc',
          filter_category: category,
          filter_vehicle: '1',
          filter_price: '10-250',
          filter_brand: catalog.brands[0]!.slug,
          filter_discount: 'any',
          filter_rating: '4,5',
          filter_color: 'black',
          filter_q: 'brake',
        },
      },
    },
    { method: 'GET', path: `/api/shop/products/${slug}`, pattern: '/api/shop/products/:slug' },
    {
      method: 'POST',
      path: '/api/Product/getProductBySlug',
      body: { schema: slugBody, valid: { slug } },
    },
    {
      method: 'GET',
      path: `/api/shop/products/${slug}/related`,
      pattern: '/api/shop/products/:slug/related',
      query: { schema: listLimitQuery, valid: { limit: '4' } },
    },
    {
      method: 'GET',
      path: '/api/shop/lists/featured',
      pattern: '/api/shop/lists/:list',
      query: { schema: listLimitQuery, valid: { limit: '4', category } },
    },
    {
      method: 'GET',
      path: `/api/shop/products/${slug}/reviews`,
      pattern: '/api/shop/products/:slug/reviews',
      query: { schema: reviewsQuery, valid: { page: '1', limit: '8' } },
    },
    {
      method: 'POST',
      path: `/api/shop/products/${slug}/reviews`,
      pattern: '/api/shop/products/:slug/reviews',
      body: {
        schema: newReviewBody,
        valid: { author: 'Sam Driver', rating: 4, content: 'Fitted in ten minutes, no rattle.' },
      },
    },
    {
      method: 'GET',
      path: '/api/shop/categories',
      query: { schema: categoryListQuery, valid: { depth: '1', parent: category } },
    },
    {
      method: 'GET',
      path: `/api/shop/categories/${category}`,
      pattern: '/api/shop/categories/:slug',
      query: { schema: depthQuery, valid: { depth: '2' } },
    },
    {
      method: 'GET',
      path: '/api/shop/search/suggestions',
      query: {
        schema: suggestionsQuery,
        valid: { query: 'brake', limitProducts: '3', limitCategories: '3', vehicle: '1' },
      },
    },
    { method: 'GET', path: '/api/shop/brands' },
    {
      method: 'POST',
      path: '/api/shop/orders',
      body: {
        schema: newOrderBody,
        valid: {
          items: [{ productId: product.id, options, quantity: 2, vehicle }],
          payment: 'cod',
          billingAddress,
          shippingAddress: billingAddress,
          comment: 'Leave it with the neighbour.',
        },
      },
    },
    {
      method: 'POST',
      path: '/api/shop/orders/track',
      body: {
        schema: trackOrderBody,
        valid: { number: order.number, email: 'red-parts@example.com' },
      },
    },
    {
      method: 'GET',
      path: '/api/shop/orders',
      query: { schema: orderListQuery, valid: { page: '1', limit: '16', sort: 'number_desc' } },
      auth: 'customer',
    },
    {
      method: 'GET',
      path: `/api/shop/orders/by-token/${order.token}`,
      pattern: '/api/shop/orders/by-token/:token',
    },
    {
      method: 'GET',
      path: `/api/shop/orders/${order.id}`,
      pattern: '/api/shop/orders/:id',
      auth: 'customer',
    },
    {
      method: 'GET',
      path: `/api/shop/images/products/${product.images[0]!}`,
      pattern: '/api/shop/images/:folder/:file',
    },
    { method: 'GET', path: '/api/WeatherForecast/Testing' },
  ];
}
