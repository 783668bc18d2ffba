import { screen, within } from '@testing-library/react';
import { ApiError } from '@autoparts/shared';
import { currentLocation, renderShop } from '../../../testing/render';
import { makeCategory, makeProduct } from '../../../testing/fixtures';
import { PRODUCT_OPTIONS, makeDetailedProduct } from '../../../testing/products';

jest.mock('../../../api/product.api', () => ({
  getProductBySlug: jest.fn(),
  getRelatedProducts: jest.fn(),
}));
jest.mock('../../../api/reviews.api', () => ({ getReviews: jest.fn(), addReview: jest.fn() }));
jest.mock('../../../api/catalog.api', () => ({
  getProductList: jest.fn(),
  getProducts: jest.fn(),
}));
jest.mock('../../../api/categories.api', () => ({
  getCategories: jest.fn(),
  getCategory: jest.fn(),
}));
import { getProductBySlug, getRelatedProducts } from '../../../api/product.api';
import { getReviews } from '../../../api/reviews.api';
import { getProductList } from '../../../api/catalog.api';
import { getCategories } from '../../../api/categories.api';

const PRODUCT = makeDetailedProduct({
  categories: [
    makeCategory({
      name: 'Brake Pads',
      slug: 'brake-pads',
      parent: makeCategory({ id: 2, name: 'Brakes', slug: 'brakes', layout: 'categories' }),
    }),
  ],
  compatibility: [11],
});

beforeEach(() => {
  jest.mocked(getProductBySlug).mockImplementation(async (slug) => {
    if (slug === PRODUCT.slug) return PRODUCT;
    throw new ApiError(404, null, 'Not Found');
  });
  jest
    .mocked(getRelatedProducts)
    .mockResolvedValue([makeProduct({ id: 31, name: 'Related Rotor' })]);
  jest.mocked(getReviews).mockResolvedValue({
    items: [],
    page: 1,
    limit: 8,
    total: 0,
    pages: 0,
    from: 0,
    to: 0,
  });
  jest
    .mocked(getProductList)
    .mockResolvedValue([
      makeProduct({ id: 41, name: 'Plain Offer' }),
      makeProduct({ id: 42, name: 'Offer With Options', slug: 'offer', options: PRODUCT_OPTIONS }),
    ]);
  jest.mocked(getCategories).mockResolvedValue([makeCategory({ id: 5, name: 'Brakes' })]);
});

describe('ProductPage', () => {
  it('shows the product, its breadcrumb, tabs and related products', async () => {
    const { user } = renderShop(`/shop/products/${PRODUCT.slug}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brandix Ceramic Brake Pads' }),
    ).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Brakes' })).toHaveAttribute(
      'href',
      '/shop/category/brakes',
    );
    expect(crumbs.getByRole('link', { name: 'Brake Pads' })).toHaveAttribute(
      'href',
      '/shop/category/brake-pads/products',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Low-dust ceramic brake pads');

    await user.click(screen.getByRole('tab', { name: 'Specification' }));
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByRole('heading', { name: 'General' })).toBeInTheDocument();
    expect(panel.getByText('Position').nextSibling).toHaveTextContent('Front');
    const numbers = within(panel.getByRole('table', { name: 'Cross-reference' }));
    expect(numbers.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      '04465-33450',
      '04465-06090',
      '0 986 494 223',
      'W104-0321',
      'K21-554-TB',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Reviews (9)' }));
    expect(
      await screen.findByText('There are no reviews for this product yet.'),
    ).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Related Rotor' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('opens another product from the related ones at the top of the page', async () => {
    const { user } = renderShop(`/shop/products/${PRODUCT.slug}`);
    const related = await screen.findByRole('link', { name: 'Related Rotor' });
    expect(window.scrollTo).not.toHaveBeenCalled();
    await user.click(related);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it("tells search engines and link previews the product's name, price and stock", async () => {
    renderShop(`/shop/products/${PRODUCT.slug}?layout=sidebar&utm_source=mail`);
    await screen.findByRole('heading', { level: 1, name: PRODUCT.name });
    expect(document.title).toBe('Brandix Ceramic Brake Pads — RedParts');
    const head = document.head;
    expect(head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Quiet ceramic pads for everyday driving.',
    );
    // The view and tracking parameters are no part of the page's address.
    const url = 'http://localhost/shop/products/brandix-ceramic-brake-pads';
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', url);
    expect(head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    expect(head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost/api/shop/images/products/brake-pads-1.svg',
    );
    const data = JSON.parse(
      head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(data).toMatchObject({
      '@type': 'Product',
      name: PRODUCT.name,
      sku: 'BP-000007',
      offers: { price: '40.00', availability: 'https://schema.org/InStock', url },
    });
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderShop(`/shop/products/${PRODUCT.slug}`);
    await screen.findByRole('heading', { level: 1 });
    screen.getByRole('tab', { name: 'Description' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Specification' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Specification' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Reviews (9)' })).toHaveFocus();
  });

  it('shows the fitment badge for the current vehicle', async () => {
    renderShop(`/shop/products/${PRODUCT.slug}`, {
      vehicle: { id: 11, year: 2019, make: 'Honda', model: 'Civic', engine: '2.0L' },
    });
    expect(await screen.findByText('Fits your 2019 Honda Civic')).toBeInTheDocument();
  });

  it('shows the shop 404 for an unknown slug', async () => {
    renderShop('/shop/products/no-such-part');
    expect(await screen.findByText('Oops! Error 404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Home Page' })).toHaveAttribute('href', '/');
  });

  it('offers Retry when the product cannot be loaded', async () => {
    jest
      .mocked(getProductBySlug)
      .mockRejectedValueOnce(new ApiError(503, null, 'Service Unavailable'));
    const { user } = renderShop(`/shop/products/${PRODUCT.slug}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The product could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brandix Ceramic Brake Pads' }),
    ).toBeInTheDocument();
  });

  it('has a sidebar layout with categories and the latest products', async () => {
    renderShop(`/shop/products/${PRODUCT.slug}?layout=sidebar`);
    const sidebar = await screen.findByRole('complementary', { name: 'Shop sidebar' });
    expect(await within(sidebar).findByRole('link', { name: 'Brakes' })).toBeInTheDocument();
    expect(await within(sidebar).findByRole('link', { name: 'Plain Offer' })).toBeInTheDocument();
    expect(getProductList).toHaveBeenCalledWith('latest', { limit: 5 });
  });

  it('demo routes show a special offer with options in each layout', async () => {
    jest.mocked(getProductBySlug).mockResolvedValue(
      makeDetailedProduct({
        name: 'Offer With Options',
        slug: 'offer',
        options: PRODUCT_OPTIONS,
      }),
    );
    const { unmount } = renderShop('/shop/product-full');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Offer With Options' }),
    ).toBeInTheDocument();
    expect(getProductBySlug).toHaveBeenLastCalledWith('offer');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();

    renderShop('/shop/product-sidebar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Offer With Options' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Shop sidebar' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/shop/product-sidebar');
    // A demo shows a product whose own page is the one to index.
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/shop/products/offer',
    );
  });
});
