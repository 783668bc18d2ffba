import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { makeDetailedProduct } from '../../../testing/products';
import { CrossReferenceTable } from '../cross-reference-table';

const PRODUCT = makeDetailedProduct();

it('lists OEM numbers with their maker, then interchange numbers with their brand', () => {
  renderWithProviders(<CrossReferenceTable product={PRODUCT} />);
  const table = screen.getByRole('table', { name: 'Cross-reference' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => [cell.textContent, cell.getAttribute('scope')]),
  ).toEqual([
    ['Number', 'col'],
    ['Maker or brand', 'col'],
    ['Type', 'col'],
  ]);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
    ['04465-33450', 'Toyota', 'OEM'],
    ['04465-06090', 'Lexus', 'OEM'],
    ['0 986 494 223', 'Zosch', 'Interchange'],
    ['W104-0321', 'Wakita', 'Interchange'],
    ['K21-554-TB', 'Kamaro', 'Interchange'],
  ]);
  expect(within(rows[0]!).getByRole('rowheader')).toHaveAttribute('scope', 'row');
  expect(screen.queryByText(/more number/)).not.toBeInTheDocument();
});

it('shows the first rows of a limited table and says how many are left out', () => {
  renderWithProviders(<CrossReferenceTable product={PRODUCT} limit={2} />);
  expect(screen.getAllByRole('rowheader')).toHaveLength(2);
  expect(screen.getByText('3 more numbers on the product page')).toBeInTheDocument();
});

it('renders nothing for a part without cross-references', () => {
  renderWithProviders(<CrossReferenceTable product={{ oem: [], interchange: [] }} />);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
