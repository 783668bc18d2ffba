import { act, screen, within } from '@testing-library/react';
import type { Product } from '@autoparts/shared';
import { makeProduct } from '../../../testing/fixtures';
import { makeDetailedProduct } from '../../../testing/products';
import { renderShop } from '../../../testing/render';

// Black, front; the other product has a colour and a material but no position.
const pads = makeDetailedProduct({ id: 7, name: 'Brandix Pads', reviews: 9, rating: 4 });
const rotor = makeProduct({
  id: 8,
  name: 'Vented Rotor',
  price: 80,
  stock: 'on-backorder',
  attributes: [
    { name: 'Color', slug: 'color', featured: true, values: [{ slug: 'silver', name: 'Silver' }] },
    {
      name: 'Material',
      slug: 'material',
      featured: false,
      values: [
        { slug: 'iron', name: 'Cast iron' },
        { slug: 'steel', name: 'Steel' },
      ],
    },
  ],
});

async function renderCompare(products: Product[]) {
  const result = renderShop('/shop/compare');
  for (const product of products) await act(() => result.store.compare.add(product));
  return result;
}

/** A row of the table as its header and cell texts. */
function row(name: string): string[] {
  const header = screen.getByRole('rowheader', { name });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

it('puts the products side by side with every row of the comparison', async () => {
  await renderCompare([pads, rotor]);
  expect(screen.getByRole('heading', { level: 1, name: 'Comparison' })).toBeInTheDocument();
  const columns = screen.getAllByRole('columnheader');
  expect(columns.map((c) => c.textContent)).toEqual(['Brandix Pads', 'Vented Rotor']);
  expect(within(columns[1]!).getByRole('link')).toHaveAttribute(
    'href',
    '/shop/products/ceramic-brake-pads-8',
  );
  expect(row('Rating')).toEqual(['9 reviews', '3 reviews']);
  expect(screen.getAllByRole('img', { name: /Rated 4 out of 5/ })).toHaveLength(2);
  expect(row('Stock status')).toEqual(['In Stock', 'On Backorder']);
  expect(row('Price')[0]).toContain('$40.00');
  expect(row('Price')[1]).toBe('$80.00');
  // Attributes are matched by name; a missing one is said to be so.
  expect(row('Color')).toEqual(['Black', 'Silver']);
  expect(row('Position')).toEqual(['Front', '—not specified']);
  expect(row('Material')).toEqual(['—not specified', 'Cast iron, Steel']);

  const rowNames = screen.getAllByRole('rowheader').map((th) => th.textContent);
  expect(rowNames).toEqual([
    'Product',
    'Rating',
    'Stock status',
    'Price',
    'Color',
    'Position',
    'Material',
    'Add to cart',
    'Remove',
  ]);
});

it('adds to the cart and removes a product from its column', async () => {
  const { user, store } = await renderCompare([pads, rotor]);
  await user.click(screen.getByRole('button', { name: /^Add to cart\s+Vented Rotor$/ }));
  expect(store.cart.items.map((item) => item.product.id)).toEqual([8]);

  await user.click(screen.getByRole('button', { name: 'Remove Brandix Pads from the comparison' }));
  expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Vented Rotor']);
  expect(screen.queryByRole('rowheader', { name: 'Position' })).not.toBeInTheDocument();
  expect(store.compare.products.map((p) => p.id)).toEqual([8]);
});

it('clears the whole list, then shows the empty state without the clear button', async () => {
  const { user, store } = await renderCompare([pads, rotor]);
  await user.click(screen.getByRole('button', { name: 'Clear list' }));
  expect(store.compare.count).toBe(0);
  expect(screen.getByText('There is nothing to compare yet!')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear list' })).not.toBeInTheDocument();
});

it('shows the empty state when nothing was chosen', () => {
  renderShop('/shop/compare');
  expect(screen.getByText('There is nothing to compare yet!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
});
