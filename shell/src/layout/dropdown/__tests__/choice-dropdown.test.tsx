import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceDropdown } from '../choice-dropdown';

const choices = [
  { value: 'USD', label: 'US Dollar' },
  { value: 'EUR', label: 'Euro' },
];

function renderDropdown(onSelect = jest.fn()) {
  render(
    <div>
      <p>outside</p>
      <ChoiceDropdown
        label="Currency"
        current="Currency: USD"
        choices={choices}
        selected="USD"
        onSelect={onSelect}
      />
    </div>,
  );
  return { onSelect, trigger: screen.getByRole('button', { name: 'Currency: USD' }) };
}

it('names the trigger by what it shows and the menu by its label', async () => {
  const { trigger } = renderDropdown();
  // Label in name (WCAG 2.5.3): the visible words, value included, are the trigger's name.
  expect(trigger).not.toHaveAttribute('aria-label');
  await userEvent.click(trigger);
  expect(screen.getByRole('menu', { name: 'Currency' })).toBeInTheDocument();
});

it('opens on click and chooses a value', async () => {
  const { onSelect, trigger } = renderDropdown();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await userEvent.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menuitemradio', { name: 'US Dollar' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await userEvent.click(screen.getByRole('menuitemradio', { name: 'Euro' }));
  expect(onSelect).toHaveBeenCalledWith('EUR');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('opens on hover and closes when the pointer leaves', () => {
  const { trigger } = renderDropdown();
  fireEvent.mouseEnter(trigger.parentElement!);
  expect(screen.getByRole('menu')).toBeInTheDocument();
  fireEvent.mouseLeave(trigger.parentElement!);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('closes on an outside click and on Escape, giving focus back to the trigger', async () => {
  const { trigger } = renderDropdown();
  await userEvent.click(trigger);
  fireEvent.pointerDown(screen.getByText('outside'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  await userEvent.click(trigger);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

it('a click pins the menu open when the pointer leaves', async () => {
  const { trigger } = renderDropdown();
  await userEvent.click(trigger);
  fireEvent.mouseLeave(trigger.parentElement!);
  expect(screen.getByRole('menu')).toBeInTheDocument();
  await userEvent.click(trigger);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('arrow keys open the menu and move between its choices', async () => {
  const { trigger } = renderDropdown();
  trigger.focus();
  await userEvent.keyboard('{ArrowDown}');
  const usd = screen.getByRole('menuitemradio', { name: 'US Dollar' });
  const euro = screen.getByRole('menuitemradio', { name: 'Euro' });
  expect(usd).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(euro).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(usd).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(euro).toHaveFocus();
});

it('tabbing out of the menu closes it', async () => {
  render(
    <div>
      <ChoiceDropdown
        label="Currency"
        current="Currency: USD"
        choices={choices}
        selected="USD"
        onSelect={jest.fn()}
      />
      <button type="button">next</button>
    </div>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Currency: USD' }));
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'next' })).toHaveFocus();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
