import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilterItem } from '@autoparts/shared';
import { CheckList } from '../check-list';

const ITEMS: FilterItem[] = [
  { slug: 'bosch', name: 'Bosch', count: 4 },
  { slug: 'zosch', name: 'Zosch', count: 2 },
];

// The owner's `chosen` follows the URL, which lands later than the click (or never, here).
function renderList(chosen: string[], type?: 'radio') {
  const onToggle = jest.fn();
  const view = render(
    <CheckList items={ITEMS} chosen={chosen} onToggle={onToggle} type={type} name="f" />,
  );
  const rerender = (next: string[]) =>
    view.rerender(
      <CheckList items={ITEMS} chosen={next} onToggle={onToggle} type={type} name="f" />,
    );
  return { onToggle, rerender };
}

it('ticks the clicked box at once, before the chosen values catch up', async () => {
  const { onToggle, rerender } = renderList([]);
  await userEvent.click(screen.getByRole('checkbox', { name: /Zosch/ }));
  expect(onToggle).toHaveBeenCalledWith('zosch');
  expect(screen.getByRole('checkbox', { name: /Zosch/ })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: /Bosch/ })).not.toBeChecked();

  rerender(['zosch']);
  expect(screen.getByRole('checkbox', { name: /Zosch/ })).toBeChecked();
  // Newer chosen values win over the click: a reset clears the box again.
  rerender([]);
  expect(screen.getByRole('checkbox', { name: /Zosch/ })).not.toBeChecked();
});

it('moves a radio choice at once and unticks the others', async () => {
  renderList(['bosch'], 'radio');
  await userEvent.click(screen.getByRole('radio', { name: /Zosch/ }));
  expect(screen.getByRole('radio', { name: /Zosch/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Bosch/ })).not.toBeChecked();
});
