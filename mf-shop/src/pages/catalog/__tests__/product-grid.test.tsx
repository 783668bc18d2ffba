import { useState } from 'react';
import { screen } from '@testing-library/react';
import type { Product } from '@autoparts/shared';
import { makeProduct } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ProductGrid } from '../product-grid';
import type { ProductsView } from '../products-view';

/** The grid as a page shows it: skeletons until the products arrive. */
function LoadingGrid({ view, products }: { view: ProductsView; products: Product[] }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLoaded(true)}>
        arrive
      </button>
      <ProductGrid view={view} products={loaded ? products : null} skeletons={4} />
    </>
  );
}

describe('ProductGrid', () => {
  // A reused node moves from the skeleton's cell to the product's: the browser counts a layout
  // shift although nothing the shopper saw jumped (the category list scored 0.45 on phones).
  it.each(['grid', 'list'] as const)(
    "gives the arriving products new cells rather than the skeletons' (%s view)",
    async (view) => {
      const products = [1, 2, 3].map((id) => makeProduct({ id, slug: `part-${id}` }));
      const { container, user } = renderWithProviders(
        <LoadingGrid view={view} products={products} />,
      );
      const skeletonCells = [...container.querySelectorAll('li')];
      expect(skeletonCells).toHaveLength(4);

      await user.click(screen.getByRole('button', { name: 'arrive' }));

      const productCells = screen.getAllByTestId('product-card').map((card) => card.closest('li'));
      expect(productCells).toHaveLength(3);
      for (const cell of productCells) expect(skeletonCells).not.toContain(cell);
    },
  );
});
