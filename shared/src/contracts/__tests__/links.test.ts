import { accountLinks, blogLinks, shopLinks, siteLinks, vehicleLinks } from '../links';

// The addresses as the spec and the e2e journeys know them: a builder change that moves one
// fails here. How each area reads them back is tested in that area (its routes and parsers).

describe('the link contract', () => {
  it.each([
    [shopLinks.home.getHref(), '/shop'],
    [shopLinks.products.getHref(), '/shop/category/products'],
    [shopLinks.products.getHref({ category: 'brakes' }), '/shop/category/brakes/products'],
    [
      shopLinks.products.getHref({ brand: ['bosch', 'acdelco'] }),
      '/shop/category/products?filter_brand=bosch,acdelco',
    ],
    [shopLinks.category.getHref({ slug: 'brakes' }), '/shop/category/brakes'],
    [
      shopLinks.category.getHref({ slug: 'brake-pads', layout: 'products' }),
      '/shop/category/brake-pads/products',
    ],
    [shopLinks.product.getHref('brake kit/2'), '/shop/products/brake%20kit%2F2'],
    [shopLinks.cart.getHref(), '/shop/cart'],
    [shopLinks.checkout.getHref(), '/shop/checkout'],
    [shopLinks.orderSuccess.getHref('t0k/en'), '/shop/order-success/t0k%2Fen'],
    [shopLinks.trackOrder.getHref(), '/shop/track-order'],
    [shopLinks.wishlist.getHref(), '/shop/wishlist'],
    [shopLinks.compare.getHref(), '/shop/compare'],
    [shopLinks.categoryGridWithFeatures.getHref(), '/shop/category-grid-with-features'],
    [accountLinks.home.getHref(), '/account'],
    [accountLinks.login.getHref(), '/account/login'],
    [accountLinks.login.getHref('/shop/checkout'), '/account/login?returnUrl=%2Fshop%2Fcheckout'],
    [accountLinks.orders.getHref(2), '/account/orders?page=2'],
    [accountLinks.order.getHref(7), '/account/orders/7'],
    [accountLinks.newAddress.getHref(), '/account/addresses/new'],
    [accountLinks.address.getHref(3), '/account/addresses/3'],
    [accountLinks.registerNew.getHref(), '/register/new'],
    [accountLinks.forgotPassword.getHref(), '/forgot-password'],
    [accountLinks.setNewPasswordSuccess.getHref(), '/forgot-password/set-new-success'],
    [blogLinks.list.getHref(), '/blog'],
    [blogLinks.list.getHref({ category: 'diy-repairs' }), '/blog?category=diy-repairs'],
    [blogLinks.post.getHref('a post'), '/blog/post/a%20post'],
    [blogLinks.listDemo.getHref('grid', 'left'), '/blog/category-grid-left-sidebar'],
    [blogLinks.postDemo.getHref('without-image'), '/blog/post-without-image'],
    [vehicleLinks.home.getHref(), '/vehicle'],
    [vehicleLinks.vehicle.getHref(12), '/vehicle/12'],
    [siteLinks.home.getHref(), '/site'],
    [siteLinks.page.getHref('contact-us-v1'), '/site/contact-us-v1'],
    [siteLinks.page.getHref('terms', 'returns'), '/site/terms#returns'],
  ])('builds %s', (href, expected) => {
    expect(href).toBe(expected);
  });

  it('gives each route its pattern relative to the area', () => {
    expect(shopLinks.products.categoryPath).toBe('category/:slug/products');
    expect(accountLinks.order.path).toBe('orders/:id');
    expect(blogLinks.post.path).toBe('post/:slug');
    expect(vehicleLinks.vehicle.path).toBe(':vehicleId');
  });
});
