import { useState, type ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { Link, Route, Routes } from '../../router';
import ru from '../../../public/assets/i18n/ru.json';
import { COMMON_NAMESPACE } from '../../i18n';
import type { Loaded } from '../../loader';
import { commonTexts, renderWithProviders } from '../../testing';
import { useLoadedPageMeta, usePageMeta, useSiteMeta } from '../use-page-meta';

const en = commonTexts() as { home: { title: string }; seo: { description: string } };

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const jsonLd = () => document.head.querySelector('script[type="application/ld+json"]');

function Shell({ children }: { children: ReactNode }) {
  useSiteMeta();
  return children;
}

function ProductPage() {
  usePageMeta({
    title: 'Brake Pads',
    description: 'Ceramic pads.',
    openGraph: { type: 'product' },
    structuredData: { '@type': 'Product', name: 'Brake Pads' },
  });
  return <Link to="/cart">to the cart</Link>;
}

function CartPage() {
  usePageMeta({ title: 'Cart', description: 'Your cart.', noindex: true });
  return <Link to="/loading">to a page still loading</Link>;
}

function LoadingPage() {
  usePageMeta(null);
  return null;
}

function renderStorefront(route: string) {
  return renderWithProviders(
    <Shell>
      <Routes>
        <Route path="/product" element={<ProductPage />} />
        <Route path="/cart" element={<CartPage />} />
        <Route path="/loading" element={<LoadingPage />} />
      </Routes>
    </Shell>,
    { route },
  );
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="From index.html">';
});

it("a page's head is shown while it is, and none of it stays on the next page", async () => {
  const { user } = renderStorefront('/product');
  expect(document.title).toBe('Brake Pads — RedParts');
  expect(meta('meta[name="description"]')).toBe('Ceramic pads.');
  expect(canonical()).toBe('http://localhost/product');
  expect(meta('meta[property="og:type"]')).toBe('product');
  expect(JSON.parse(jsonLd()?.textContent ?? '')).toMatchObject({ name: 'Brake Pads' });

  await user.click(screen.getByRole('link', { name: 'to the cart' }));
  expect(document.title).toBe('Cart — RedParts');
  expect(meta('meta[name="description"]')).toBe('Your cart.');
  expect(canonical()).toBe('http://localhost/cart');
  expect(meta('meta[property="og:type"]')).toBe('website');
  expect(meta('meta[name="robots"]')).toBe('noindex');
  expect(jsonLd()).toBeNull();

  // A page with nothing to say yet shows the shop's own words, not the last page's.
  await user.click(screen.getByRole('link', { name: 'to a page still loading' }));
  expect(document.title).toBe(en.home.title);
  expect(meta('meta[name="description"]')).toBe(en.seo.description);
  expect(canonical()).toBeUndefined();
  expect(meta('meta[name="robots"]')).toBeUndefined();
  expect(document.head.querySelectorAll('meta[property^="og:"]')).toHaveLength(0);
});

it("speaks the visitor's language, and again when it changes", async () => {
  const { i18n } = renderStorefront('/loading');
  expect(document.title).toBe(en.home.title);
  i18n.addResourceBundle('ru', COMMON_NAMESPACE, ru);
  await act(() => i18n.changeLanguage('ru'));
  expect(document.title).toBe(ru.home.title);
  expect(meta('meta[name="description"]')).toBe(ru.seo.description);
  expect(ru.home.title).not.toBe(en.home.title);
});

function LoadedPage({ loaded }: { loaded: Loaded<string> }) {
  useLoadedPageMeta(loaded, (name) => ({ title: name, description: `All about ${name}.` }));
  return null;
}

const loadedAs = (status: Loaded<string>['status'], data?: string): Loaded<string> => ({
  status,
  data,
  error: null,
  retry: () => {},
  update: () => {},
});

it('a loaded page is described once its data is ready, not with the last data meanwhile', () => {
  let show: (loaded: Loaded<string>) => void = () => {};
  function Page() {
    const [loaded, setLoaded] = useState(loadedAs('loading'));
    show = (next) => act(() => setLoaded(next));
    return (
      <Shell>
        <LoadedPage loaded={loaded} />
      </Shell>
    );
  }
  renderWithProviders(<Page />);
  expect(document.title).toBe(en.home.title);
  show(loadedAs('ready', 'Rotors'));
  expect(document.title).toBe('Rotors — RedParts');
  expect(meta('meta[name="description"]')).toBe('All about Rotors.');
  // The next key loads while the last data is still at hand.
  show(loadedAs('loading', 'Rotors'));
  expect(document.title).toBe(en.home.title);
});
